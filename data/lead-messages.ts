// The lead form's messages in each of the site's languages: spec §5's validation messages and
// §8's toasts. Apart from data/ui-copy.ts because the lead core reads them (the function answers
// in the visitor's language), and it imports nothing: the Supabase functions bundle it
// (tests/unit/supabase-bundle.test.ts). data/ui-copy.ts holds the keys against data/locales.ts.

export interface LeadMessages {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly emailPattern: string;
  readonly caseType: string;
  readonly agreement: string;
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
    sent: '¡Gracias! Recibimos su mensaje. Nos comunicaremos con usted muy pronto.',
    failed: 'No pudimos enviar el formulario. Inténtelo de nuevo.',
  },
} as const satisfies Record<string, LeadMessages>;

/** The languages a lead may be written in. */
export type LeadLanguage = keyof typeof leadMessages;
export const leadLanguages = Object.keys(leadMessages) as [LeadLanguage, ...LeadLanguage[]];
