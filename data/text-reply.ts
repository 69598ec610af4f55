// The reply to a text that reaches the firm's number (lead-core/inbound-text.ts), in the language of
// the number it was sent to (data/firm.ts phones). It says the text arrived, when the firm will call
// (the words of data/confirmation-text.ts, by the firm's hours), the number to call now, that no
// legal advice comes by text, how to bring photos when some were sent, and how to stop: "Reply
// STOP" is the carriers' opt-out keyword, which Twilio handles (CTIA Messaging Principles).
// Imports only data/locales.ts, as data/lead-messages.ts does: the Supabase functions bundle it.
import type { Locale } from './locales.ts';

export interface TextReplyCopy {
  readonly received: (firmName: string) => string;
  /** A text is not the place for advice on a case: an attorney gives it on the call. */
  readonly noLegalAdvice: string;
  /** Photos sent by text are not opened: the firm asks for them on the call. */
  readonly photos: string;
}

export const textReplyCopy = {
  en: {
    received: (firmName) => `${firmName}: we received your text.`,
    noLegalAdvice: 'We cannot give legal advice by text; an attorney will talk with you on the call.',
    photos: 'We do not open photos sent by text: bring them to your appointment or ask us on the call how to send them.',
  },
  es: {
    received: (firmName) => `${firmName}: recibimos su mensaje de texto.`,
    noLegalAdvice: 'No podemos dar asesoría legal por mensaje de texto; un abogado hablará con usted en la llamada.',
    photos: 'No abrimos fotos enviadas por mensaje de texto: tráigalas a su cita o pregúntenos en la llamada cómo enviarlas.',
  },
} as const satisfies Record<Locale, TextReplyCopy>;
