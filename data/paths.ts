// The addresses of the site's own pages (those not made per attorney, office or practice area).
// Links are checked against the router's routes, generated from pages.config.ts (SitePath in
// blocks/ui/site-link.tsx).
export const staticPaths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  sitemap: '/sitemap',
  terms: '/terms',
  privacy: '/privacy',
  consumerHealthData: '/consumer-health-data-privacy-policy',
  accessibility: '/accessibility',
  thankYou: '/thank-you',
  /** The firm's own page for one lead, opened from the link in an intake text or email (lead-core/intake-link.ts). */
  intake: '/intake',
} as const;

/**
 * The same pages in each other language of data/locales.ts (issue 15), under its prefix, at the
 * words a speaker of it would search for. A page listed here exists in that language; its copy is
 * in data/translations.ts. It imports nothing: the lead core reads the thank-you pages from it.
 */
export const translatedStaticPaths = {
  es: {
    home: '/es',
    contact: '/es/contacto',
    terms: '/es/terminos-de-uso',
    privacy: '/es/politica-de-privacidad',
    consumerHealthData: '/es/politica-de-datos-de-salud',
    thankYou: '/es/gracias',
  },
} as const satisfies Record<string, Partial<Record<keyof typeof staticPaths, string>>>;
