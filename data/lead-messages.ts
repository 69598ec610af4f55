// The lead form's messages in each of the site's languages: spec §5's validation messages and
// §8's toasts; and the lead function's other words (its refusals, the plain form's error page).
// Apart from data/ui-copy.ts because the lead core reads them (the function answers in the
// visitor's language), and it imports nothing but data/locales.ts (which imports nothing): the
// Supabase functions bundle it (tests/unit/supabase-bundle.test.ts). A lead's language is a Locale.
import type { Locale } from './locales.ts';

export interface LeadMessages {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly emailPattern: string;
  readonly caseType: string;
  readonly agreement: string;
  /**
   * The optional box's words: the firm may keep how the visitor found the site. A lead stores the
   * version of the words its visitor ticked (a hash of them, lead-core/handler.ts): change them freely.
   */
  readonly attributionConsent: string;
  /**
   * Under the box, what RCW 19.373.030(1)(c) asks a consent request to state: what is kept, why, who
   * gets it and how to withdraw. Short enough for a phone; the form links the policy's section after it.
   */
  readonly attributionConsentDetails: string;
  /** The form's success toast (spec §8). */
  readonly sent: string;
  /** The error toast when the function gave no message of its own (spec §8). */
  readonly failed: string;
}

export const leadMessages = {
  en: {
    name: 'Name is required',
    phone: 'Phone number is required',
    email: 'Email is required',
    emailPattern: 'Invalid email address',
    caseType: 'Please select a case type',
    agreement: 'Please agree to the terms and privacy policy',
    attributionConsent: 'Keep how I found this site with my request (optional)',
    attributionConsentDetails:
      'The first page I opened, the site that sent me and any ad or campaign tags, to learn which pages and ads bring clients. Seen by the firm and the companies that handle its inquiries; if I hire the firm after a Google ad, its click ID goes to Google Ads. I can withdraw this any time by calling or emailing.',
    sent: 'Thank you! Your message has been sent. We’ll get back to you soon.',
    failed: 'Failed to submit form. Please try again.',
  },
  es: {
    name: 'Escriba su nombre',
    phone: 'Escriba su número de teléfono',
    email: 'Escriba su correo electrónico',
    emailPattern: 'El correo electrónico no es válido',
    caseType: 'Elija un tipo de caso',
    agreement: 'Acepte los términos y la política de privacidad',
    attributionConsent: 'Guarden cómo encontré este sitio con mi solicitud (opcional)',
    attributionConsentDetails:
      'La primera página que abrí, el sitio que me trajo y las etiquetas de anuncio o de campaña, para saber qué páginas y anuncios traen clientes. Lo ven la firma y las empresas que manejan sus consultas; si contrato a la firma después de un anuncio de Google, su identificador de clic va a Google Ads. Puedo retirar este permiso cuando quiera, llamando o escribiendo.',
    sent: '¡Gracias! Recibimos su mensaje. Nos comunicaremos con usted muy pronto.',
    failed: 'No pudimos enviar el formulario. Inténtelo de nuevo.',
  },
} as const satisfies Record<Locale, LeadMessages>;

/**
 * The rest of what the lead function says, in each language of a lead: its other checks (the live
 * form's schema shows them too), its refusals, and the plain form's error page. Apart from
 * LeadMessages, which each page's form carries in its island props (JSON, where a function is
 * lost): these travel only in the code that reads them.
 */
export interface LeadFunctionMessages {
  /** A field longer than the function stores. */
  readonly tooLong: (max: number) => string;
  /** A character Postgres cannot store (NUL, a lone surrogate). */
  readonly unsupportedCharacters: string;
  /** The form fills the next three itself: only a tampered form gets them. */
  readonly unknownSourcePage: string;
  readonly unknownLanguage: string;
  readonly invalidSubmissionId: string;
  /** 503: the lead could not be stored; the phone number keeps the visitor a way through. */
  readonly notSaved: (phone: string) => string;
  /** 429: the visitor's connection has sent its share of leads for now. */
  readonly tooMany: string;
  /** 413: a body over the size the function reads. Answered before the body is read: in the language the address names (lead-core/lead-endpoint.ts). */
  readonly tooLarge: string;
  /** 400: a body that is not the form's JSON or fields. */
  readonly unreadable: string;
  /** 405 and 415: not sent the way a form sends (a script's request, not a visitor's). */
  readonly wrongMethod: string;
  readonly wrongContentType: string;
  /** The plain form's error page: its title and heading, then "<back> <orCall> <phone>." */
  readonly errorPage: { readonly heading: string; readonly back: string; readonly orCall: string };
}

export const leadFunctionMessages = {
  en: {
    tooLong: (max) => `Please keep this under ${max} characters`,
    unsupportedCharacters: 'Please remove unsupported characters',
    unknownSourcePage: 'Unknown source page',
    unknownLanguage: 'Unknown language',
    invalidSubmissionId: 'Invalid submission id',
    notSaved: (phone) => `We could not save your message just now. Please try again in a minute, or call us at ${phone}.`,
    tooMany: 'Too many messages from your connection. Please wait a few minutes, or call us.',
    tooLarge: 'Your message is too long to send. Please shorten it or call us.',
    unreadable: 'The form could not be read. Please try again.',
    wrongMethod: 'Please send the form with POST.',
    wrongContentType: 'Please send the form as JSON or as a web form.',
    errorPage: { heading: 'Please check the form', back: 'Go back to the form', orCall: 'or call us at' },
  },
  es: {
    tooLong: (max) => `Escriba como máximo ${max} caracteres`,
    unsupportedCharacters: 'Quite los caracteres que no podemos guardar',
    unknownSourcePage: 'No reconocemos la página de donde se envió el formulario',
    unknownLanguage: 'No reconocemos el idioma del formulario',
    invalidSubmissionId: 'El número de envío no es válido',
    notSaved: (phone) => `En este momento no pudimos guardar su mensaje. Inténtelo de nuevo en un minuto o llámenos al ${phone}.`,
    tooMany: 'Recibimos demasiados mensajes desde su conexión. Espere unos minutos o llámenos.',
    tooLarge: 'Su mensaje es demasiado largo para enviarlo. Acórtelo o llámenos.',
    unreadable: 'No pudimos leer el formulario. Inténtelo de nuevo.',
    wrongMethod: 'Envíe el formulario con POST.',
    wrongContentType: 'Envíe el formulario como JSON o como formulario web.',
    errorPage: { heading: 'Revise el formulario', back: 'Vuelva al formulario', orCall: 'o llámenos al' },
  },
} as const satisfies Record<Locale, LeadFunctionMessages>;
