// What each language's copy is held to (issue 22): the words and forms the tests read a translation
// with (tests/unit/translations.test.ts, tests/support/translation-copy.ts), so the same checks run on
// every translation of data/translations.ts. A new language adds its entry here, and tsc names it
// missing. Nothing in the site reads this file.
import type { TranslatedLocale } from './locales';

export interface CopyRules {
  /** The language's commonest function words: a fragment with English ones and none of these is English left over. */
  readonly functionWords: readonly string[];
  /** How the language writes the law's names, so its citations compare with the English page's. */
  readonly citations: {
    /** The words that join a run of RCW sections ("and", "or"). */
    readonly joins: readonly string[];
    /** The Rules of Professional Conduct in words: "Rule of Professional Conduct 1.18". */
    readonly rpc: string;
    /** The state constitution's "article I, section 7", up to the section's number. */
    readonly article: string;
    readonly fourthAmendment: string;
    readonly fifthAmendment: string;
  };
  /** A figure of the firm's (data/firm.ts claims) said any other way than a claim's form, which would get no note. */
  readonly looseFigure: RegExp;
  /** The quotation marks the language uses, open and close; a straight quote is a typo. */
  readonly quotes: readonly [string, string];
  /** Whether a question or an exclamation is also opened (¿ ¡). */
  readonly opensQuestions: boolean;
  /** Whether headings are in sentence case, and the capitalised words one keeps after its first (places, courts, agencies, laws). */
  readonly sentenceCase?: { readonly properNames: readonly string[] };
  /** The injury fee as the language states it: the fee line, and beside it who pays the case costs. */
  readonly injuryFee: { readonly line: string; readonly costs: RegExp };
  /** A fee that depends on the outcome, however it is put: forbidden in a criminal case (RPC 1.5(d)(2)). */
  readonly outcomeFee: RegExp;
  /** The promise no page makes: a fee that depends on winning, said as a slogan. */
  readonly winPromise: RegExp;
  /** The comparative-fault rule said in words (RCW 4.22.005), and what must be said with it: the two bars. */
  readonly comparativeFault: { readonly mention: RegExp; readonly bars: readonly RegExp[] };
  /** On an injury page, the firm's prosecutors are named only in its claim of nine former prosecutors (data/firm.ts). */
  readonly prosecutors: { readonly word: RegExp; readonly claim: RegExp };
  /** What the form's words promise (data/lead-form-copy.ts): free and confidential even if we do not take the case, a short summary until conflicts are checked, no client relationship by sending it. */
  readonly formPromises: readonly RegExp[];
  /** The criminal fee terms: a flat or hourly fee in a written agreement before you hire us, after a free and confidential consultation. */
  readonly criminalFeeTerms: readonly RegExp[];
}

/** What English copy is read with: its function words (a translation's leftovers are these), and the fee slogans no page uses. */
export const englishRules = {
  functionWords: [
    'the',
    'and',
    'of',
    'to',
    'you',
    'your',
    'is',
    'for',
    'with',
    'that',
    'in',
    'on',
    'we',
    'our',
    'are',
    'if',
    'it',
    'this',
    'was',
    'be',
    'or',
    'not',
    'have',
    'from',
    'at',
    'by',
    'will',
    'can',
    'what',
    'who',
  ],
  outcomeFee: /no fees? unless we win|no win,? no fee|contingen/i,
  winPromise: /no fee unless we win|no win,? no fee/i,
} as const satisfies Pick<CopyRules, 'functionWords' | 'outcomeFee' | 'winPromise'>;

export const copyRules: Readonly<Record<TranslatedLocale, CopyRules>> = {
  es: {
    // "a" and "he" are Spanish words too: they are not among the English ones above.
    functionWords: [
      'de',
      'la',
      'el',
      'que',
      'en',
      'los',
      'las',
      'y',
      'su',
      'sus',
      'para',
      'con',
      'por',
      'usted',
      'un',
      'una',
      'del',
      'al',
      'se',
      'no',
      'lo',
      'le',
      'es',
      'nos',
      'sobre',
    ],
    citations: {
      joins: ['y', 'o'],
      rpc: 'Regla de Conducta Profesional',
      article: 'artículo I, sección',
      fourthAmendment: 'Cuarta Enmienda',
      fifthAmendment: 'Quinta Enmienda',
    },
    looseFigure: /(?<![\d.])(?:97|150|400)(?!\.?\d)|\b(?:9|nueve)\s+(?:ex-?\s?)?fiscales|Super ?Lawyer|\b15\b[^.]*\baños\b/i,
    quotes: ['“', '”'],
    opensQuestions: true,
    sentenceCase: {
      properNames: [
        'Kent',
        'WA',
        'Washington',
        'King',
        'County',
        'Seattle',
        'South',
        'Puget',
        'Sound',
        'Maleng',
        'Regional',
        'Justice',
        'Center',
        'Municipal',
        'District',
        'Superior',
        'Court',
        'State',
        'Blake',
        'Estados',
        'Unidos',
        'Departamento',
        'Correcciones',
        'Trabajo',
        'Industrias',
        'Patrulla',
        'Estatal',
        'Ley',
        'Jones',
        'Act',
        'Limitación',
        'Responsabilidad',
        'Medicare',
        'Medicaid',
        'Apple',
        'Health',
        'Google',
        'Ads',
        'Clio',
        'Grow',
        'Seguro',
        'Social',
      ],
    },
    // The compensation is "para usted", or "para su familia" after a death; an aside may name the costs.
    injuryFee: {
      line: 'no cobramos honorarios de abogado a menos que obtengamos una compensación',
      costs:
        /si no obtenemos dinero para (?:usted|su familia), (?:su familia )?no nos debe honorarios ni nos devuelve los costos del caso que pagamos por adelantado(?:, [^;.]+)?; si obtenemos dinero, esos costos se pagan de esa cantidad, como dice su contrato de honorarios/i,
    },
    outcomeFee:
      /a menos que (?:ganemos|obtengamos)|si no ganamos|no cobramos (?:si|a menos)|porcentaje de (?:lo que|su\b|la (?:compensación|indemnización|recuperación))|contingen/i,
    winPromise: /si no ganamos,? no cobramos|no cobramos si no ganamos/i,
    comparativeFault: {
      mention: /culpa comparativa|RCW 4\.22\.005/,
      bars: [/RCW 5\.40\.060/, /alcohol o de drogas/, /más del 50% de la culpa|culpa (?:fue|es) de más del 50%/, /RCW 4\.24\.420/, /delito grave/],
    },
    prosecutors: { word: /fiscales/gi, claim: /nueve exfiscales/gi },
    formPromises: [
      /gratis y confidencial/i,
      /confidencial, aunque no tomemos su caso/,
      /resumen breve/,
      /conflictos de intereses/,
      /no lo convierte en nuestro cliente/,
    ],
    criminalFeeTerms: [
      /honorarios fijos|tarifa fija/,
      /tarifa por hora/,
      /por escrito/,
      /antes de (?:que (?:usted )?nos contrate|contratarnos)/i,
      /consulta[^.]*gratis y confidencial/,
    ],
  },
};
