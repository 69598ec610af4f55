// Addresses built from the slugs in data/. The casts are the one place where a slug becomes a
// typed address (SitePath, the router's own page paths); the config test checks every such link
// against the configured pages.
import type { SitePath } from '../../blocks/ui/site-link';
import { defaultLocale, locales, type Locale } from '../../data/locales';

export const attorneyPath = (slug: string) => `/lawyers/${slug}` as SitePath;
export const officePath = (citySlug: string) => `/${citySlug}/personal-injury-lawyer` as SitePath;
export const practicePath = (citySlug: string, areaSlug: string) => `/${citySlug}/${areaSlug}` as SitePath;
/** Spec §2's old bio address, /about-{name}: every attorney's answers 301 to /lawyers/{name}. */
export const aboutAttorneyPath = (slug: string) => `/about-${slug}`;
/** A page's address in a language: under its prefix (data/locales.ts); the home page is the bare prefix. */
export const localePath = (locale: Locale, path: SitePath) => (locale === defaultLocale ? path : (`${locales[locale].prefix}${path === '/' ? '' : path}` as SitePath));
