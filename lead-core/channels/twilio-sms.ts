// A text to each on-call number through Twilio's Messages resource, so intake hears of a lead
// within a minute, with the one-tap link to the lead's intake page; the reminders and the
// escalation when nobody acts on it. An SMS is not encrypted and stays on phones: it says who to call and why, and
// leaves the visitor's message and email (what they wrote about an injury or a charge) to the
// intake email. Twilio answers 201 Created once it queued the text; its errors carry a numeric
// code (21211 an invalid To, 21610 a recipient who replied STOP, 20003 bad credentials).
import { isCriminalSourceLabel } from '../../data/criminal-source-labels.ts';
import { leadLanguageNotice } from '../../data/locales.ts';
import { intakeLink, type IntakeLinkSettings } from '../intake-link.ts';
import type { IntakeSettings, TwilioSettings } from '../intake-settings.ts';
import type { StoredLead } from '../lead-store.ts';
import type { Channel } from '../outbox.ts';
import { defineChannel } from './channel.ts';
import { requestService, serviceFailure } from './service-request.ts';

/** Three segments of plain GSM text (153 characters each when joined); five when an accent makes it UCS-2 (67 each). */
export const maxIntakeTextLength = 320;

const oneLine = (value: string) => value.replace(/[\s\p{Cc}]+/gu, ' ').trim();

/** `text` cut to at most `units` UTF-16 units, never inside a character. */
function cutTo(text: string, units: number): string {
  let kept = '';
  for (const character of text) {
    if (kept.length + character.length > units) break;
    kept += character;
  }
  return kept.trimEnd();
}

/** What a text to intake opens with: a new lead, a reminder of one, or the escalation to a backup number. */
export type IntakeTextKind = { kind: 'new' } | { kind: 'reminder'; round: number; of: number; minutes: number } | { kind: 'escalation'; minutes: number };

const headline = (text: IntakeTextKind, leadId: number) => {
  switch (text.kind) {
    case 'new':
      return 'New lead:';
    case 'reminder':
      return text.round === 0
        ? `REMINDER: nobody has acted on lead ${leadId} in ${text.minutes} min. Call`
        : `REMINDER ${text.round} of ${text.of}: lead ${leadId} not reached yet. Call`;
    case 'escalation':
      return `BACKUP: nobody has acted on lead ${leadId} in ${text.minutes} min. Call`;
  }
};

/**
 * A text to intake about a lead, with its one-tap link when there is one: only the name is ever
 * shortened, so the number to call and the link are always whole.
 */
export function intakeText(lead: StoredLead, link?: string, text: IntakeTextKind = { kind: 'new' }): string {
  const language = leadLanguageNotice(lead.language);
  const compose = (name: string) =>
    [
      isCriminalSourceLabel(lead.source_page) ? 'CRIMINAL: call first.' : '',
      `${headline(text, lead.id)} ${name}, ${oneLine(lead.phone)}.`,
      `${lead.case_type}, page ${lead.source_page}.`,
      language ? `${language.callBackIn}: call back in ${language.callBackIn}.` : '',
      link ? `Lead ${lead.id}, tap when done: ${link}` : `Lead ${lead.id}. Details in the intake email.`,
    ]
      .filter(Boolean)
      .join(' ');
  const name = oneLine(lead.name);
  const room = maxIntakeTextLength - compose('').length;
  return compose(name.length <= room ? name : `${cutTo(name, room - 3)}...`);
}

/** Twilio's error answer: `{ code, message, more_info, status }`. */
function twilioDetail(answer: string): string {
  try {
    const { code, message } = JSON.parse(answer) as { code?: number; message?: string };
    if (code) return `Twilio ${code}: ${message ?? ''}`;
  } catch {
    // Not Twilio's JSON (a proxy's page): its words as they are.
  }
  return answer;
}

/** Sends one text through Twilio's Messages resource; resolves once Twilio queued it (201 Created), else throws its failure. */
export function twilioSender(settings: TwilioSettings, fetcher: typeof fetch = fetch) {
  const url = `${settings.apiBase}/2010-04-01/Accounts/${settings.accountSid}/Messages.json`;
  const authorization = `Basic ${btoa(`${settings.accountSid}:${settings.authToken}`)}`;
  // A Messaging Service picks the sender from its pool; without one, the one number.
  const sender: Record<string, string> = settings.messagingServiceSid ? { MessagingServiceSid: settings.messagingServiceSid } : { From: settings.from ?? '' };
  return async (to: string, body: string) => {
    const response = await requestService(
      'Twilio',
      url,
      {
        method: 'POST',
        headers: { Authorization: authorization, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams({ To: to, ...sender, Body: body }),
      },
      fetcher,
    );
    const answer = await response.text();
    // Only 201 means Twilio queued it; any other answer, a 2xx included, is not that promise.
    if (response.status !== 201) throw serviceFailure(response, twilioDetail(answer));
  };
}

/** The link a text carries for its recipient, when links are configured. */
export const linkFor = (link: IntakeLinkSettings | undefined, lead: StoredLead, recipient: string) => (link ? intakeLink(link, lead.id, recipient) : undefined);

/** The first text of each lead to each on-call number. */
export function twilioSmsChannel(settings: TwilioSettings, link?: IntakeLinkSettings, fetcher: typeof fetch = fetch): Channel {
  const send = twilioSender(settings, fetcher);
  return { send: (lead, delivery) => send(delivery.target, intakeText(lead, linkFor(link, lead, delivery.target))) };
}

/** The on-call numbers' texts, and what the follow-ups after them need (./reminder.ts, ./escalation.ts). */
export const onCallTexts = ({ intake }: { intake: IntakeSettings }) => intake.sms && { sms: intake.sms, followUp: intake.followUp, link: intake.link };

export const channel = defineChannel({
  name: 'sms',
  settings: onCallTexts,
  targets: ({ sms }) => sms.to.map((target) => ({ target })),
  sender: ({ sms, link }) => twilioSmsChannel(sms, link),
  describe: ({ sms }) => `texts to ${sms.to.join(', ')} via ${new URL(sms.apiBase).host}`,
});
