// The reply to a lead's first text (./inbound-text.ts), as of `now`, in the language of the number
// it was sent to: that it arrived, when the firm will call by its hours (as the prospect's
// confirmation says it), the number to call now, no legal advice by text, how to bring photos when
// the text had some, how to stop.
import { confirmationTextCopy } from '../data/confirmation-text.ts';
import { firm } from '../data/firm.ts';
import type { Locale } from '../data/locales.ts';
import { textReplyCopy } from '../data/text-reply.ts';
import { whenWeCall } from './channels/confirmation-text.ts';

export function textReply(language: Locale, numMedia: number, now: Date): string {
  const copy = textReplyCopy[language] ?? textReplyCopy.en;
  const confirmation = confirmationTextCopy[language] ?? confirmationTextCopy.en;
  return [
    copy.received(firm.names.primary),
    whenWeCall(language, now),
    confirmation.callNow(firm.phones.main.display),
    copy.noLegalAdvice,
    ...(numMedia > 0 ? [copy.photos] : []),
    confirmation.optOut,
  ].join(' ');
}
