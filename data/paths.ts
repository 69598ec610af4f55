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
} as const;
