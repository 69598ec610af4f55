// A text to each on-call number through Twilio's Messages resource, so intake hears of a lead
// within a minute. An SMS is not encrypted and stays on phones: it says who to call and why, and
// leaves the visitor's message and email (what they wrote about an injury or a charge) to the
// intake email. Twilio answers 201 Created once it queued the text; its errors carry a numeric
// code (21211 an invalid To, 21610 a recipient who replied STOP, 20003 bad credentials).
import { isCriminalSourceLabel } from '../../data/criminal-source-labels.ts';
import { leadLanguageNotice } from '../../data/locales.ts';
import type { IntakeSettings } from '../intake-settings.ts';
import type { StoredLead } from '../lead-store.ts';
import type { Channel } from '../outbox.ts';
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

/** The text intake gets for a lead: only the name is ever shortened, so the number to call is always whole. */
export function intakeText(lead: StoredLead): string {
  const language = leadLanguageNotice(lead.language);
  const compose = (name: string) =>
    [
      isCriminalSourceLabel(lead.source_page) ? 'CRIMINAL: call first.' : '',
      `New lead: ${name}, ${oneLine(lead.phone)}.`,
      `${lead.case_type}, page ${lead.source_page}.`,
      language ? `${language.callBackIn}: call back in ${language.callBackIn}.` : '',
      `Lead ${lead.id}. Details in the intake email.`,
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

export function twilioSmsChannel(settings: NonNullable<IntakeSettings['sms']>, fetcher: typeof fetch = fetch): Channel {
  const url = `${settings.apiBase}/2010-04-01/Accounts/${settings.accountSid}/Messages.json`;
  const authorization = `Basic ${btoa(`${settings.accountSid}:${settings.authToken}`)}`;
  // A Messaging Service picks the sender from its pool; without one, the one number.
  const sender: Record<string, string> = settings.messagingServiceSid ? { MessagingServiceSid: settings.messagingServiceSid } : { From: settings.from ?? '' };
  return {
    async send(lead, delivery) {
      const response = await requestService(
        'Twilio',
        url,
        {
          method: 'POST',
          headers: { Authorization: authorization, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
          body: new URLSearchParams({ To: delivery.target, ...sender, Body: intakeText(lead) }),
        },
        fetcher,
      );
      const answer = await response.text();
      // Only 201 means Twilio queued it; any other answer, a 2xx included, is not that promise.
      if (response.status !== 201) throw serviceFailure(response, twilioDetail(answer));
    },
  };
}
