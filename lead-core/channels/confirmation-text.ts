// The prospect's confirmation, for a lead whose visitor ticked "Text me to confirm my request": one
// text in their language, at most one per number a day (lead-core/lead-store.ts), none for spam.
// Twilio's 21610 (the number replied STOP) is a 400, so a final failure, shown by `deliveries`.
import { confirmationTextCopy } from '../../data/confirmation-text.ts';
import { firm } from '../../data/firm.ts';
import { locales, type Locale } from '../../data/locales.ts';
import type { TwilioSettings } from '../intake-settings.ts';
import type { StoredLead } from '../lead-store.ts';
import { officeStatus } from '../office-hours.ts';
import type { Channel } from '../outbox.ts';
import { defineChannel } from './channel.ts';
import { twilioSender } from './twilio-sms.ts';

/** A target the store replaces with the lead's own number (in E.164), when the lead asked for the confirmation. */
export const prospectTarget = '';

/** When the firm will call, as of `now` by its hours, in `language`: soon while the office is open, else after it opens. */
export function whenWeCall(language: Locale, now: Date): string {
  const copy = confirmationTextCopy[language] ?? confirmationTextCopy.en;
  const office = officeStatus(now, firm.openingHours, firm.timeZone);
  return office.open
    ? copy.callSoon
    : office.day
      ? copy.callAfterOpening(
          copy.openingAt(
            new Intl.DateTimeFormat(locales[language]?.lang ?? 'en', { weekday: 'long', timeZone: firm.timeZone }).format(office.day),
            office.opens,
          ),
        )
      : copy.callSoon;
}

/** The text, as of `now`: the firm's name, that the request arrived, when to expect the call, the number to call now, how to stop. */
export function confirmationText(lead: Pick<StoredLead, 'language'>, now = new Date()): string {
  const copy = confirmationTextCopy[lead.language] ?? confirmationTextCopy.en;
  return [copy.received(firm.names.primary), whenWeCall(lead.language, now), copy.callNow(firm.phones.main.display), copy.optOut].join(' ');
}

export function confirmationTextChannel(settings: TwilioSettings, fetcher: typeof fetch = fetch): Channel {
  const send = twilioSender(settings, fetcher);
  return { send: (lead, delivery) => send(delivery.target, confirmationText(lead)) };
}

/**
 * Queued for every lead (the store keeps it only for one that asked), and sent where Twilio's
 * settings are; without them, a visitor who asks for one waits in deliveries.
 */
export const channel = defineChannel({
  name: 'confirmation',
  settings: ({ intake }) => ({ twilio: intake.twilio }),
  targets: () => [{ target: prospectTarget }],
  sender: ({ twilio }) => twilio && confirmationTextChannel(twilio),
  describe: ({ twilio }) =>
    twilio ? 'confirmation texts to visitors who ask' : 'no confirmation texts (no Twilio settings): a visitor who asks for one waits in deliveries',
});
