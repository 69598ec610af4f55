// The words the layout and the blocks show on every page, in each of the site's languages (issue
// 15): the header, the footer, the call bar, the hero's fee list, the claim notes, the form. Page
// copy is elsewhere in data/; this is what the code around it says. A language of data/locales.ts
// missing an entry, or an entry missing a field, fails tsc. English is the firm's own wording in
// data/firm.ts, referenced, not repeated; the Spanish restates the same facts and sample figures.
import type { CaseType } from './case-types';
import { firm, injuryRecoveries, textingPhone, type ClaimId, type FirmClaim } from './firm';
import { injuryCostsEs } from './es/injury-fee';
import { leadFormCopyEs } from './es/lead-form-copy';
import { leadFormCopy } from './lead-form-copy';
import { leadMessages, type LeadMessages } from './lead-messages';
import type { Locale } from './locales';
import { staticPaths, translatedStaticPaths } from './paths';
import { practiceGroups, type PracticeGroupId } from './practice-groups';

export interface FeeCopy {
  readonly injury: string;
  /** The injury fee line where the page also speaks to people facing charges: it says which cases it covers. */
  readonly injuryCases: string;
  readonly costs: string;
  readonly criminal: string;
  /** Copy that mentions a contingency fee, or no fee… */
  readonly mention: RegExp;
  /** …and copy that already says who pays the costs. */
  readonly costsStated: RegExp;
}

/** The toaster's labels (sonner's are English): its region, announced before its hotkey (alt+T), and each toast's close button. */
export interface ToasterWords {
  readonly region: string;
  readonly close: string;
}

export interface FormCopy {
  /** The language a lead from this form is stored and announced in. */
  readonly language: Locale;
  readonly headings: { readonly hero: string; readonly section: string; readonly office: string };
  readonly subheading: string;
  readonly notice: string;
  /** The notice on a criminal-defense page: keep it short, and the events out of writing (the terms page says why). */
  readonly criminalNotice: string;
  /** The message box's label on a criminal-defense page, where the notice asks to leave the events out of writing. */
  readonly criminalMessageLabel: string;
  readonly labels: { readonly name: string; readonly phone: string; readonly email: string; readonly caseType: string; readonly message: string };
  readonly placeholder: string;
  /** What the select shows for each case type; the value sent is always the case type itself. */
  readonly caseTypes: Readonly<Record<CaseType, string>>;
  /** "I agree to the [terms] and [privacy policy]." */
  readonly agreement: { readonly before: string; readonly terms: string; readonly between: string; readonly privacy: string; readonly after: string };
  /** Where the agreement's two links go: the terms and privacy pages in the form's language. */
  readonly agreementLinks: { readonly terms: string; readonly privacy: string };
  /** After the optional box's details: the consumer health data policy's section on it (RCW 19.373.030(1)(c)). */
  readonly attributionPolicy: { readonly text: string; readonly href: string };
  readonly submit: string;
  readonly sending: string;
  /** Beside the submit button while it is grey, and its description: why it does not send yet. */
  readonly agreeFirst: string;
  /** Before the phone number, after the notice. */
  readonly hurry: string;
  /** That the callback will be in the form's language, where the firm's data says it can be (`callbackPromise`). */
  readonly callbackLanguage: string | undefined;
  readonly honeypot: string;
  readonly messages: LeadMessages;
  readonly toaster: ToasterWords;
}

/** The promise that the callback will be in `language`: only if the firm's intake staff call back in it (data/firm.ts). */
export const callbackPromise = (languages: readonly string[], language: Locale, line: string): string | undefined =>
  languages.includes(language) ? line : undefined;

const spanishCallback = callbackPromise(firm.callbackLanguages, 'es', 'Hablamos español: le devolvemos la llamada en español.');
const spanishSpoken = callbackPromise(firm.callbackLanguages, 'es', 'Hablamos español');

export interface UiCopy {
  readonly skipLink: string;
  readonly header: {
    readonly home: string;
    /** After the firm's name, as the logo link's name. */
    readonly logoSuffix: string;
    readonly practiceAreas: string;
    readonly team: string;
    readonly areasWeServe: string;
    readonly menu: string;
    readonly mainNav: string;
  };
  readonly practiceGroups: Readonly<Record<PracticeGroupId, string>>;
  readonly footer: {
    readonly social: string;
    readonly nav: string;
    readonly disclaimer: string;
    readonly links: {
      readonly about: string;
      readonly contact: string;
      readonly sitemap: string;
      readonly terms: string;
      readonly privacy: string;
      readonly consumerHealthData: string;
      readonly accessibility: string;
    };
  };
  /**
   * After the words of a link to a page that exists in English only, on a page in another language
   * (data/locales.ts `englishOnlyNote`): the footer's, the menus', and every link a block draws (blocks/ui/site-link.tsx).
   */
  readonly inEnglish: string;
  /** The phone's call bar; `speaks`, that the firm speaks the page's language, where `callbackPromise` says so. */
  readonly callBar: { readonly label: string; readonly text: string; readonly speaks: string | undefined };
  /**
   * Beside the call button, the phone numbers and on the form: that the firm speaks the page's
   * language and calls back in it. Only where data/firm.ts's `callbackLanguages` has the language
   * (`callbackPromise`); English pages need not say it.
   */
  readonly callbackLanguage: string | undefined;
  /** Before the number or the name on a call button: "Call (253) 555-0142", "Call Daniel Whitfield". */
  readonly call: { readonly number: string; readonly person: string };
  /**
   * Beside every call button and in the phone's call bar, on phones only: an sms: link to the number
   * the page's language texts (data/firm.ts `textingPhone`); none where no number takes texts.
   * `short`: the call bar's, which shares a 320 px row with the call.
   */
  readonly textUs: { readonly label: string; readonly short: string; readonly phone: { readonly display: string; readonly tel: string } | undefined };
  /** The hero's list item and the closing panel's button. */
  readonly freeConsultation: { readonly item: string; readonly button: string };
  /** The contact page in the language, where the closing panel's button leads. */
  readonly contactPath: string;
  readonly availability: string;
  readonly ratingLabel: string;
  readonly claims: Readonly<Record<ClaimId, Pick<FirmClaim, 'statement' | 'basis' | 'pattern'>>>;
  readonly claimNotes: { readonly figures: string; readonly fees: string; readonly both: string; readonly feesTerm: string };
  readonly fees: FeeCopy;
  readonly practiceVideo: { readonly heading: string; readonly title: string };
  readonly playVideo: string;
  /** Under the play button: nothing is loaded from YouTube before. */
  readonly videoNotice: string;
  readonly officeLine: string;
  readonly spotlight: { readonly meet: string; readonly learnMore: string; readonly newTab: string };
  readonly form: FormCopy;
  /** Under settlements and testimonials (RPC 7.1). */
  readonly priorResults: string;
  readonly contactDetails: { readonly mainLine: string; readonly officeLine: string; readonly email: string };
  /** The office hours as the contact details show them: the same hours in every language. */
  readonly hours: readonly { readonly days: string; readonly time: string }[];
  readonly lastUpdated: { readonly label: string; /** The BCP 47 locale its date is written in. */ readonly dateLocale: string };
  /** The map's words; `title` goes before the place's name. */
  readonly map: { readonly directions: string; readonly title: string; readonly notice: string; readonly show: string };
  readonly carousel: { readonly play: string; readonly pause: string };
  /** What the page templates (src/pages/) write around the page copy. */
  readonly templates: TemplateWords;
}

/** The words of the page templates, some composed with a name from data/. */
export interface TemplateWords {
  readonly labels: { readonly home: string; readonly contact: string; readonly thankYou: string };
  readonly home: { readonly readArea: (area: string) => string; readonly allStarCall: string; readonly officePlace: (firm: string, city: string) => string };
  readonly contact: { readonly callOrWrite: string };
  readonly thankYou: { readonly needUsSooner: string };
  readonly legal: { readonly questions: string };
  readonly officeHours: string;
  readonly offices: { readonly pageLink: (city: string) => string };
  readonly office: {
    readonly label: (city: string) => string;
    readonly cases: (city: string) => string;
    readonly moreAbout: (area: string) => string;
    readonly communities: (city: string) => string;
    readonly communitiesIntro: (city: string) => string;
    readonly contact: (city: string) => string;
  };
}

export const uiCopy: Readonly<Record<Locale, UiCopy>> = {
  en: {
    skipLink: 'Skip to main content',
    header: { home: 'Home', logoSuffix: 'home', practiceAreas: 'Practice Areas', team: 'Team', areasWeServe: 'Areas We Serve', menu: 'Menu', mainNav: 'Main' },
    practiceGroups: { injury: practiceGroups.injury.label, criminal: practiceGroups.criminal.label },
    footer: {
      social: 'Social media',
      nav: 'Footer',
      disclaimer:
        'Disclaimer: the information on this website is for general information only. Nothing on this site is legal advice, and reading it or contacting us does not create an attorney-client relationship. Prior results do not guarantee a similar outcome. Attorney advertising.',
      links: {
        about: 'About the firm',
        contact: 'Contact',
        sitemap: 'Sitemap',
        terms: 'Terms of use',
        privacy: 'Privacy policy',
        consumerHealthData: 'Consumer health data privacy policy',
        accessibility: 'Accessibility',
      },
    },
    inEnglish: '',
    callBar: { label: 'Call us', text: 'Call now:', speaks: undefined },
    callbackLanguage: undefined,
    call: { number: 'Call', person: 'Call' },
    textUs: { label: 'Text us', short: 'Text', phone: textingPhone('en') },
    freeConsultation: { item: 'Free consultation', button: 'Free Consultation' },
    contactPath: staticPaths.contact,
    availability: firm.availability,
    ratingLabel: firm.rating.label,
    claims: firm.claims,
    claimNotes: { figures: 'About these figures', fees: 'About our fees', both: 'About these figures and our fees', feesTerm: 'Fees and costs' },
    fees: firm.fees,
    practiceVideo: { heading: firm.videos.practice.heading, title: firm.videos.practice.title },
    playVideo: 'Play video:',
    videoNotice: 'Loads from YouTube when you press play',
    officeLine: 'Office line:',
    spotlight: { meet: 'Meet', learnMore: 'Learn More about', newTab: ' (opens in a new tab)' },
    form: {
      language: 'en',
      headings: { hero: 'Get your free case review', section: 'Request your free consultation', office: 'Tell us what happened' },
      subheading: leadFormCopy.subheading,
      notice: leadFormCopy.notice,
      criminalNotice: leadFormCopy.criminalNotice,
      criminalMessageLabel: leadFormCopy.criminalMessageLabel,
      labels: { name: 'Name *', phone: 'Phone *', email: 'Email *', caseType: 'Case type *', message: 'What happened? (optional)' },
      placeholder: 'Select a case type',
      caseTypes: {
        'CAR ACCIDENTS': 'CAR ACCIDENTS',
        'TRUCK ACCIDENTS': 'TRUCK ACCIDENTS',
        'MOTORCYCLE ACCIDENTS': 'MOTORCYCLE ACCIDENTS',
        'DOG BITES': 'DOG BITES',
        'PREMISES LIABILITY': 'PREMISES LIABILITY',
        'WRONGFUL DEATH': 'WRONGFUL DEATH',
        'CATASTROPHIC INJURIES': 'CATASTROPHIC INJURIES',
        'BOATING ACCIDENTS': 'BOATING ACCIDENTS',
        Other: 'Other',
      },
      agreement: { before: 'I agree to the', terms: 'terms', between: 'and', privacy: 'privacy policy', after: '.' },
      agreementLinks: { terms: staticPaths.terms, privacy: staticPaths.privacy },
      attributionPolicy: { text: 'How we use it', href: `${staticPaths.consumerHealthData}#how-you-found-us-only-if-you-agree` },
      submit: 'Get My Free Consultation',
      sending: 'Sending...',
      agreeFirst: 'To send the form, first tick the box agreeing to the terms and privacy policy.',
      hurry: 'In a hurry? Call',
      callbackLanguage: undefined,
      honeypot: 'Leave this field empty',
      messages: leadMessages.en,
      toaster: { region: 'Notifications', close: 'Close notification' },
    },
    priorResults: 'Prior results do not guarantee a similar outcome.',
    contactDetails: { mainLine: 'Main line, day or night', officeLine: 'Office line', email: 'Email' },
    hours: firm.hours,
    lastUpdated: { label: 'Last updated', dateLocale: 'en-US' },
    map: {
      directions: 'Get directions in Google Maps',
      title: 'Map of',
      notice: 'The map loads from Google Maps only when you ask for it.',
      show: 'Show map',
    },
    carousel: { play: 'Play results', pause: 'Pause results' },
    templates: {
      labels: { home: 'Home', contact: 'Contact', thankYou: 'Thank You' },
      home: { readArea: (area) => `Read the ${area} page`, allStarCall: 'Call the all-star team', officePlace: (firm, city) => `${firm}, ${city} office` },
      contact: { callOrWrite: 'Call or write' },
      thankYou: { needUsSooner: 'Need us sooner?' },
      legal: { questions: 'Questions? Reach us' },
      officeHours: 'Office hours',
      offices: { pageLink: (city) => `${city} office page` },
      office: {
        label: (city) => `${city} Personal Injury Lawyer`,
        cases: (city) => `Cases we handle in ${city}`,
        moreAbout: (area) => `More about ${area.toLowerCase()}`,
        communities: (city) => `Communities we serve from ${city}`,
        communitiesIntro: (city) =>
          `Clients come to our ${city} office from across the region, and we meet clients at home or in the hospital when they cannot travel.`,
        contact: (city) => `Contact our ${city} office`,
      },
    },
  },
  es: {
    skipLink: 'Saltar al contenido principal',
    header: {
      home: 'Inicio',
      logoSuffix: 'inicio',
      practiceAreas: 'Áreas de práctica',
      team: 'Equipo',
      areasWeServe: 'Zonas que atendemos',
      menu: 'Menú',
      mainNav: 'Principal',
    },
    practiceGroups: { injury: 'Lesiones', criminal: 'Defensa criminal' },
    footer: {
      social: 'Redes sociales',
      nav: 'Pie de página',
      disclaimer:
        'Aviso: la información de este sitio es solo para fines informativos generales. Nada de lo que aparece aquí es asesoría legal, y leerlo o comunicarse con nosotros no crea una relación de abogado y cliente. Los resultados anteriores no garantizan un resultado similar. Publicidad de abogados.',
      links: {
        about: 'Sobre la firma',
        contact: 'Contacto',
        sitemap: 'Mapa del sitio',
        terms: 'Términos de uso',
        privacy: 'Política de privacidad',
        consumerHealthData: 'Política de privacidad de datos de salud del consumidor',
        accessibility: 'Accesibilidad',
      },
    },
    inEnglish: ' (en inglés)',
    callBar: { label: 'Llámenos', text: 'Llame ahora:', speaks: spanishSpoken },
    callbackLanguage: spanishCallback,
    call: { number: 'Llame al', person: 'Llame a' },
    textUs: { label: 'Envíenos un texto', short: 'Texto', phone: textingPhone('es') },
    freeConsultation: { item: 'Consulta gratis', button: 'Consulta gratis' },
    contactPath: translatedStaticPaths.es.contact,
    availability: 'Disponibles las 24 horas, los 7 días, para asuntos urgentes',
    ratingLabel: 'Calificación de 5 de 5 estrellas en Google (muestra)',
    claims: {
      successRate: {
        statement: `Dinero recuperado en ${injuryRecoveries.recovered} de ${injuryRecoveries.closed} casos de lesiones cerrados`,
        basis: `Proporción de los casos de lesiones personales de la firma cerrados de 2019 a 2025 en los que el cliente recibió dinero por un acuerdo, un laudo de arbitraje o un veredicto (cifra de muestra: ${injuryRecoveries.recovered} de ${injuryRecoveries.closed}). No se cuentan los casos penales. Los resultados anteriores no garantizan un resultado similar.`,
        pattern: new RegExp(
          `tasa de éxito del 97 ?%|recuperamos dinero en ${injuryRecoveries.recovered} de ${injuryRecoveries.closed} casos de lesiones cerrados`,
          'i',
        ),
      },
      combinedExperience: {
        statement: 'Más de 150 años de experiencia combinada',
        basis:
          'Los años desde la admisión al colegio de abogados de cada abogado del equipo legal de la firma, sumados: 23 abogados, incluidos los que no tienen biografía en este sitio (cifras de muestra: 158 años al 1 de noviembre de 2026).',
        pattern: /más de 150 años de experiencia combinada/i,
      },
      formerProsecutors: {
        statement: 'Nueve exfiscales',
        basis:
          'De los 23 abogados del equipo legal de la firma, incluidos los que no tienen biografía en este sitio, los que trabajaron como fiscales adjuntos del condado o fiscales municipales antes de unirse a la firma (cifras de muestra, al 1 de noviembre de 2026).',
        pattern: /(?:nueve|9) exfiscales/i,
      },
      superLawyer: {
        statement: 'Super Lawyer cada año desde 2019',
        basis:
          'El socio director fue incluido en la lista de Washington Super Lawyers cada año de 2019 a 2026 (años de muestra). Super Lawyers, un servicio de Thomson Reuters, elige a los abogados por nominaciones de colegas y su propia investigación. Es una selección de una empresa privada, no una certificación del Colegio de Abogados del Estado de Washington ni de ningún tribunal.',
        pattern: /Super ?Lawyers? cada año desde 2019/i,
      },
      managingPartnerYears: {
        statement: 'Más de 15 años de experiencia',
        basis: 'Los años de ejercicio del socio director desde su admisión al Colegio de Abogados del Estado de Washington en 2010 (año de muestra).',
        pattern: /más de 15 años de (?:\p{L}+ )?(?:experiencia|ejercicio|práctica)/iu,
      },
      reviews: {
        statement: 'Más de 400 reseñas de 5 estrellas',
        basis:
          'Reseñas de las oficinas de la firma en Google que dan 5 estrellas, contadas el 1 de noviembre de 2026 (cifra de muestra: 418 de 431 reseñas). Las publican los propios usuarios en Google; la firma no paga por ellas ni las modifica.',
        pattern: /más de 400 reseñas de 5 estrellas/i,
      },
    },
    claimNotes: {
      figures: 'Sobre estas cifras',
      fees: 'Sobre nuestros honorarios',
      both: 'Sobre estas cifras y nuestros honorarios',
      feesTerm: 'Honorarios y costos',
    },
    fees: {
      injury: 'Sin honorarios de abogado a menos que obtengamos dinero para usted',
      injuryCases: 'En los casos de lesiones, no cobramos honorarios de abogado a menos que obtengamos dinero para usted',
      costs: injuryCostsEs(),
      criminal: 'En un caso penal, acordamos con usted por escrito unos honorarios fijos o por hora antes de empezar cualquier trabajo',
      mention: /honorarios de contingencia|sin honorarios|no cobramos honorarios|no nos debe honorarios/i,
      costsStated: /\bcostos\b[^.]*\b(?:adelant\p{L}*|reembols\p{L}*|se pagan)|\b(?:adelant\p{L}*|reembols\p{L}*)\b[^.]*\bcostos\b/iu,
    },
    practiceVideo: {
      heading: 'Video: qué hacer después de una lesión grave (en inglés)',
      title: 'Qué hacer en los primeros días después de una lesión grave (en inglés)',
    },
    playVideo: 'Ver el video:',
    videoNotice: 'Se carga desde YouTube cuando usted lo reproduce',
    officeLine: 'Teléfono de la oficina:',
    spotlight: { meet: 'Conozca a', learnMore: 'Más sobre', newTab: ' (se abre en una pestaña nueva)' },
    form: {
      language: 'es',
      headings: { hero: 'Pida una revisión gratis de su caso', section: 'Pida su consulta gratis', office: 'Cuéntenos qué pasó' },
      subheading: leadFormCopyEs.subheading,
      notice: leadFormCopyEs.notice,
      criminalNotice: leadFormCopyEs.criminalNotice,
      criminalMessageLabel: leadFormCopyEs.criminalMessageLabel,
      labels: { name: 'Nombre *', phone: 'Teléfono *', email: 'Correo electrónico *', caseType: 'Tipo de caso *', message: '¿Qué pasó? (opcional)' },
      placeholder: 'Elija un tipo de caso',
      caseTypes: {
        'CAR ACCIDENTS': 'Accidentes de auto',
        'TRUCK ACCIDENTS': 'Accidentes de camión',
        'MOTORCYCLE ACCIDENTS': 'Accidentes de motocicleta',
        'DOG BITES': 'Mordeduras de perro',
        'PREMISES LIABILITY': 'Resbalones y caídas',
        'WRONGFUL DEATH': 'Muerte por negligencia',
        'CATASTROPHIC INJURIES': 'Lesiones catastróficas',
        'BOATING ACCIDENTS': 'Accidentes de bote',
        Other: 'Otro',
      },
      agreement: { before: 'Acepto los', terms: 'términos', between: 'y la', privacy: 'política de privacidad', after: '.' },
      agreementLinks: { terms: translatedStaticPaths.es.terms, privacy: translatedStaticPaths.es.privacy },
      // The section's id is its heading's slug (blocks/ui/section.tsx); tests/unit/lead-form-consent.test.tsx finds it on the page.
      attributionPolicy: { text: 'Cómo lo usamos', href: `${translatedStaticPaths.es.consumerHealthData}#c-mo-nos-encontr-solo-si-usted-lo-permite` },
      submit: 'Pedir mi consulta gratis',
      sending: 'Enviando...',
      agreeFirst: 'Para enviar el formulario, primero marque la casilla de aceptación de los términos y la política de privacidad.',
      hurry: '¿Tiene prisa? Llame al',
      callbackLanguage: spanishCallback,
      honeypot: 'Deje este campo vacío',
      messages: leadMessages.es,
      toaster: { region: 'Notificaciones', close: 'Cerrar la notificación' },
    },
    priorResults: 'Los resultados anteriores no garantizan un resultado similar.',
    contactDetails: { mainLine: 'Línea principal, de día o de noche', officeLine: 'Teléfono de la oficina', email: 'Correo electrónico' },
    hours: [
      { days: 'De lunes a viernes', time: '8:00 a. m. – 6:00 p. m.' },
      { days: 'Sábados', time: '10:00 a. m. – 2:00 p. m., con cita previa' },
      { days: 'Teléfonos', time: 'Atendemos las 24 horas, los 7 días, para asuntos urgentes' },
    ],
    lastUpdated: { label: 'Última actualización:', dateLocale: 'es-US' },
    map: {
      directions: 'Cómo llegar con Google Maps',
      title: 'Mapa de',
      notice: 'El mapa se carga desde Google Maps solo cuando usted lo pide.',
      show: 'Ver el mapa',
    },
    carousel: { play: 'Reanudar resultados', pause: 'Pausar resultados' },
    templates: {
      labels: { home: 'Inicio', contact: 'Contacto', thankYou: 'Gracias' },
      home: {
        readArea: (area) => `Leer la página de ${area}`,
        allStarCall: 'Llame al equipo estelar',
        officePlace: (firm, city) => `${firm}, oficina de ${city}`,
      },
      contact: { callOrWrite: 'Llámenos o escríbanos' },
      thankYou: { needUsSooner: '¿Nos necesita antes?' },
      legal: { questions: '¿Preguntas? Comuníquese con nosotros' },
      officeHours: 'Horario de oficina',
      offices: { pageLink: (city) => `Página de la oficina de ${city}` },
      office: {
        label: (city) => `Abogado de lesiones personales en ${city}`,
        cases: (city) => `Casos que llevamos en ${city}`,
        moreAbout: (area) => `Más sobre ${area.toLowerCase()}`,
        communities: (city) => `Comunidades que atendemos desde ${city}`,
        communitiesIntro: (city) =>
          `Nuestros clientes llegan a la oficina de ${city} desde toda la región, y cuando no pueden viajar, los visitamos en su casa o en el hospital.`,
        contact: (city) => `Comuníquese con nuestra oficina de ${city}`,
      },
    },
  },
};
