// The intake email as a channel of the outbox: one message per lead to the intake address, with a
// Message-ID that stays the same on every attempt (lead-email.ts).
import { intakeLink, type IntakeLinkSettings } from '../intake-link.ts';
import { composeLeadEmail, type LeadEmail } from '../lead-email.ts';
import { DeliveryFailure, type Channel } from '../outbox.ts';
import { defineChannel } from './channel.ts';

/** Hands one message to the mail server (SMTP) or writes it to a file; throws if it was not taken. */
export type SendMail = (email: LeadEmail) => Promise<void>;

export interface EmailSettings {
  from: string;
  /** The intake address: where leads queued before the outbox, which recorded none, are sent. */
  to: string;
  siteOrigins: readonly string[];
  /** The one-tap intake link, made for the address the email goes to. */
  link?: IntakeLinkSettings;
}

export function emailChannel(send: SendMail, settings: EmailSettings): Channel {
  return {
    async send(lead, delivery) {
      try {
        const to = delivery.target || settings.to;
        await send(composeLeadEmail(lead, { ...settings, to, intakeLink: settings.link && intakeLink(settings.link, lead.id, to) }));
      } catch (error) {
        // SMTP's 5xx replies are permanent (RFC 5321 §4.2.1): the same message would be refused again.
        const code = (error as { responseCode?: number }).responseCode;
        if (code && code >= 500 && code < 600) throw new DeliveryFailure(`SMTP ${code}: ${(error as Error).message}`, { final: true });
        throw error;
      }
    },
  };
}

/** Always configured: every lead that is not spam is emailed to the intake address. */
export const channel = defineChannel<EmailSettings>({
  name: 'email',
  settings: ({ mailFrom, notifyEmail, siteOrigins, intake }) => ({ from: mailFrom, to: notifyEmail, siteOrigins, link: intake.link }),
  targets: ({ to }) => [{ target: to }],
  sender: (settings, { sendMail }) => emailChannel(sendMail, settings),
  describe: ({ to }) => `notifications to ${to}`,
});
