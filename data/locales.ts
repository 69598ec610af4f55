// The site's languages (issue 15). English is the default: its pages have no prefix. Another
// language's pages live under its prefix and exist where its copy does (data/translations.ts).
// Adding a language: an entry here, its UI strings in data/ui-copy.ts (tsc names every one
// missing), and its page copy in data/translations.ts (README "Adding a language").

export const locales = {
  en: { prefix: '', lang: 'en', ogLocale: 'en_US', hreflang: 'en', name: 'English' },
  es: { prefix: '/es', lang: 'es', ogLocale: 'es_US', hreflang: 'es', name: 'Español' },
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
  /** The language's name in itself, as the header's language link shows it. */
  readonly name: string;
}

export type Locale = keyof typeof locales;
export const defaultLocale: Locale = 'en';
/** The languages whose pages are translations of the default language's. */
export type TranslatedLocale = Exclude<Locale, typeof defaultLocale>;
export const localeIds = Object.keys(locales) as Locale[];
export const isTranslated = (locale: Locale): locale is TranslatedLocale => locale !== defaultLocale;

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
