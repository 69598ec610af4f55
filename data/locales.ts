// The site's languages (issue 15). English is the default: its pages have no prefix. Another
// language's pages live under its prefix and exist where its copy does (data/translations.ts).
// Adding a language: an entry here, its UI strings in data/ui-copy.ts and its form's messages in
// data/lead-messages.ts (tsc names every one missing), its firm-wide pages' addresses in
// data/paths.ts, and its pages' words in data/translations.ts. No code names a language: the
// header, the sitemaps, hreflang and the lead's notifications read this list. It imports nothing:
// the lead core and the Supabase functions read it.

export const locales = {
  en: { prefix: '', lang: 'en', ogLocale: 'en_US', hreflang: 'en', name: 'English', englishName: 'English', pagesHeading: 'In English' },
  es: { prefix: '/es', lang: 'es', ogLocale: 'es_US', hreflang: 'es', name: 'Español', englishName: 'Spanish', pagesHeading: 'En Español' },
} as const satisfies Record<string, LocaleInfo>;

export interface LocaleInfo {
  /** Where the language's pages live: '' for the default, '/es' for Spanish. */
  readonly prefix: string;
  /** <html lang>. */
  readonly lang: string;
  /** Open Graph's og:locale. */
  readonly ogLocale: string;
  /** The hreflang code of its alternates (and sitemap.xml's xhtml:link). */
  readonly hreflang: string;
  /** The language's name in itself, as the header's language link and a lead's notification tag show it. */
  readonly name: string;
  /** Its name in English, as the firm's intake reads it in a lead's notifications ("call back in Spanish"). */
  readonly englishName: string;
  /** The heading of its pages' group in the human sitemap (/sitemap), in the language. */
  readonly pagesHeading: string;
}

export type Locale = keyof typeof locales;
export const defaultLocale: Locale = 'en';
/** The languages whose pages are translations of the default language's. */
export type TranslatedLocale = Exclude<Locale, typeof defaultLocale>;
export const localeIds = Object.keys(locales) as Locale[];
export const isTranslated = (locale: Locale): locale is TranslatedLocale => locale !== defaultLocale;

/** Whether a value (a stored lead's language) is one of the site's languages. */
export const isLocale = (value: string): value is Locale => (localeIds as readonly string[]).includes(value);

/**
 * What the firm's intake is told of a lead written in a language other than the default (the lead
 * core's email, text and CRM note): a tag before the subject, in the language's own name, and the
 * language to call back in; nothing for the default language.
 */
export function leadLanguageNotice(language: string): { readonly tag: string; readonly callBackIn: string } | undefined {
  if (!isLocale(language) || !isTranslated(language)) return undefined;
  return { tag: `[${locales[language].name}] `, callBackIn: locales[language].englishName };
}

/** The language an address is under: the one whose prefix it is or starts with, else the default. */
export const localeOfPath = (pathname: string): Locale =>
  localeIds.find((locale) => {
    const { prefix } = locales[locale];
    return prefix !== '' && (pathname === prefix || pathname.startsWith(`${prefix}/`));
  }) ?? defaultLocale;

/**
 * What a link says after its words when it leads to `path`, on a page whose words (data/ui-copy.ts)
 * give `inEnglish` for a page in English only ('' in English): that note, when `path` is an English
 * address. A page with a translation is linked at its translation's address, under the prefix.
 */
export const englishOnlyNote = (inEnglish: string, path: string): string => (inEnglish && localeOfPath(path) === defaultLocale ? inEnglish : '');
