// The 404 page's words in each of the site's languages (issue 15). The English are spec §2's:
// “404”, “Oops! Page not found”, “Return to Home”. A language of data/locales.ts without its
// words, or words missing a field, fails tsc.
import { notFoundCopyEs } from './es/not-found';
import type { Locale } from './locales';

export interface NotFoundCopy {
  /** The document's <title>. */
  readonly title: string;
  readonly heading: string;
  readonly body: string;
  /** The labels of the page's links, by where they go. */
  readonly links: { readonly home: string };
}

export const notFoundCopy: Readonly<Record<Locale, NotFoundCopy>> = {
  en: {
    title: 'Page not found',
    heading: '404',
    body: 'Oops! Page not found',
    links: { home: 'Return to Home' },
  },
  es: notFoundCopyEs,
};
