// The prospect's confirmation text (the form's optional box "Text me to confirm my request"), in
// each language of a lead. It says only that the request arrived, when to expect the call and the
// number to call now: nothing of the case, since the number typed may not be the visitor's own.
// "Reply STOP" is the carriers' opt-out keyword, which Twilio handles (CTIA Messaging Principles).
// Imports only data/locales.ts, as data/lead-messages.ts does: the Supabase functions bundle it.
import type { Locale } from './locales.ts';

export interface ConfirmationTextCopy {
  /** The box on the form, never ticked in advance. */
  readonly box: string;
  readonly received: (firmName: string) => string;
  /** During office hours. */
  readonly callSoon: string;
  /** After hours: when the office opens next, as `openingAt` words it. */
  readonly callAfterOpening: (opening: string) => string;
  /** The next opening: a weekday name (in the language) and the time it opens, 24-hour "08:00". */
  readonly openingAt: (weekday: string, time: string) => string;
  readonly callNow: (phone: string) => string;
  readonly optOut: string;
}

const twelveHour = (time: string, am: string, pm: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? am : pm}`;
};

export const confirmationTextCopy = {
  en: {
    box: 'Text me to confirm my request (optional)',
    received: (firmName) => `${firmName}: we received your request.`,
    callSoon: 'We will call you soon, today during office hours.',
    callAfterOpening: (opening) => `Our office is closed now; we will call you after it opens, ${opening}.`,
    openingAt: (weekday, time) => `${weekday} at ${twelveHour(time, 'am', 'pm')}`,
    callNow: (phone) => `To talk now, call ${phone}.`,
    optOut: 'Reply STOP to opt out.',
  },
  es: {
    box: 'Envíenme un mensaje de texto para confirmar mi solicitud (opcional)',
    received: (firmName) => `${firmName}: recibimos su solicitud.`,
    callSoon: 'Le llamaremos pronto, hoy en horario de oficina.',
    // "8:00 a. m." ends the sentence with its own period.
    callAfterOpening: (opening) => `Nuestra oficina está cerrada ahora; le llamaremos cuando abra, ${opening}${opening.endsWith('.') ? '' : '.'}`,
    openingAt: (weekday, time) => `el ${weekday} a las ${twelveHour(time, 'a. m.', 'p. m.')}`,
    callNow: (phone) => `Para hablar ahora, llame al ${phone}.`,
    optOut: 'Responda STOP para no recibir más mensajes.',
  },
} as const satisfies Record<Locale, ConfirmationTextCopy>;
