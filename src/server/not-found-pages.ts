// The not-found page of each language of data/locales.ts (issue 15), where the pre-render writes
// it: the default language's at /404.html, each other's under its prefix (/es/404.html), so that a
// static host serving the nearest 404.html up the tree finds it for any address under the prefix.
import { localeIds, locales, type Locale } from '../../data/locales.ts';

/** The address of a language's not-found page in dist/client and dist/static. */
export const notFoundPage = (locale: Locale) => `${locales[locale].prefix}/404.html`;

/** Every language's not-found page. */
export const notFoundPages: readonly string[] = localeIds.map(notFoundPage);
