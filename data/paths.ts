// Every address on the site, typed from the data: a link to a path that is not configured
// fails to compile (the router is registered with SitePath, see src/router.tsx).
import type { attorneys } from './attorneys';
import type { offices } from './offices';
import type { practiceAreas } from './practice-areas';

type Attorneys = typeof attorneys;
type Offices = typeof offices;
type AttorneySlug = Attorneys[keyof Attorneys]['slug'];
type OfficeSlug = Offices[keyof Offices]['slug'];
type PracticeCitySlug = Extract<Offices[keyof Offices], { hasPracticePages: true }>['slug'];
type PracticeSlug = (typeof practiceAreas)[keyof typeof practiceAreas]['slug'];

export const staticPaths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  sitemap: '/sitemap',
  terms: '/terms',
  privacy: '/privacy',
  accessibility: '/accessibility',
  thankYou: '/thank-you',
} as const;

export type AttorneyPath = `/lawyers/${AttorneySlug}`;
export type OfficePath = `/${OfficeSlug}/personal-injury-lawyer`;
export type PracticePath = `/${PracticeCitySlug}/${PracticeSlug}`;
export type SitePath = (typeof staticPaths)[keyof typeof staticPaths] | AttorneyPath | OfficePath | PracticePath;

// The builders take plain strings so config can also be built from fixture data in tests; the
// casts are the one place where a data slug becomes a typed address.
export const attorneyPath = (slug: string) => `/lawyers/${slug}` as AttorneyPath;
export const officePath = (citySlug: string) => `/${citySlug}/personal-injury-lawyer` as OfficePath;
export const practicePath = (citySlug: string, areaSlug: string) => `/${citySlug}/${areaSlug}` as PracticePath;
