// Addresses built from the slugs in data/. The casts are the one place where a slug becomes a
// typed address (SitePath, the router's own page paths); the config test checks every such link
// against the configured pages.
import type { SitePath } from '../../blocks/ui/site-link';
import { defaultLocale, isTranslated, locales, type Locale, type TranslatedLocale } from '../../data/locales';
import { staticPaths, translatedStaticPaths } from '../../data/paths';

export const attorneyPath = (slug: string) => `/lawyers/${slug}` as SitePath;
/** An office's page: /<city>/personal-injury-lawyer, or in another language the segment its words give (data/translations.ts). */
export const officePath = (citySlug: string, pageSlug = 'personal-injury-lawyer') => `/${citySlug}/${pageSlug}` as SitePath;
export const practicePath = (citySlug: string, areaSlug: string) => `/${citySlug}/${areaSlug}` as SitePath;
/** Spec §2's old bio address, /about-{name}: every attorney's answers 301 to /lawyers/{name}. */
export const aboutAttorneyPath = (slug: string) => `/about-${slug}`;
/** A firm-wide page's address in a language (data/paths.ts). */
export const staticPathIn = (locale: Locale, page: keyof (typeof translatedStaticPaths)[TranslatedLocale]) =>
  (isTranslated(locale) ? translatedStaticPaths[locale][page] : staticPaths[page]) as SitePath;
/** A page's address in a language: under its prefix (data/locales.ts); the home page is the bare prefix. */
export const localePath = (locale: Locale, path: SitePath) =>
  locale === defaultLocale ? path : (`${locales[locale].prefix}${path === '/' ? '' : path}` as SitePath);
