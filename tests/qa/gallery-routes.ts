// The routes the QA gallery shows: every page of the site config (the list tests/e2e/site.ts
// walks), grouped by kind. A page's kind follows from the data it was made from, so a city, an
// area or an attorney added in data/ lands in its group, and any other new page in the last one.
// Loaded through Vite (tests/qa/gallery.ts), which resolves the config's imports.
import { staticPaths } from '../../data/paths';
import { attorneyPath, officePath, practicePath } from '../../src/pages/paths';
import { siteData } from '../../pages.config';
import { routeName, site } from '../e2e/site';

export interface GalleryRoute {
  path: string;
  title: string;
  /** A file name for the route: its ARIA snapshot's, without the extension. */
  name: string;
  /** Its committed ARIA snapshot's file name in tests/e2e/__snapshots__, as pages.spec.ts names it. */
  ariaSnapshot: string;
}

export interface PageKind {
  id: string;
  heading: string;
  routes: GalleryRoute[];
}

const offices = Object.values(siteData.offices);
const areas = Object.values(siteData.practiceAreas);
const criminalAreas = Object.values(siteData.criminalAreas);
const kinds: { id: string; heading: string; paths: Set<string> }[] = [
  { id: 'home', heading: 'Home page', paths: new Set([staticPaths.home]) },
  { id: 'practice', heading: 'Practice area pages', paths: new Set(offices.flatMap((office) => areas.map((area) => practicePath(office.slug, area.slug)))) },
  {
    id: 'criminal',
    heading: 'Criminal defense pages',
    paths: new Set(offices.flatMap((office) => criminalAreas.map((area) => practicePath(office.slug, area.slug)))),
  },
  { id: 'office', heading: 'Office pages', paths: new Set(offices.map((office) => officePath(office.slug))) },
  { id: 'bio', heading: 'Attorney biographies', paths: new Set(Object.values(siteData.attorneys).map((attorney) => attorneyPath(attorney.slug))) },
];
const otherKind = { id: 'other', heading: 'Firm, legal and other pages' };

/** The configured routes by kind, in the config's order; kinds without a page are left out. */
export function galleryKinds(): PageKind[] {
  const grouped = [...kinds, otherKind].map((kind) => ({ id: kind.id, heading: kind.heading, routes: [] as GalleryRoute[] }));
  for (const page of site.pages) {
    const index = kinds.findIndex((kind) => kind.paths.has(page.path));
    const name = routeName(page.path);
    grouped[index === -1 ? kinds.length : index]!.routes.push({ path: page.path, title: page.meta.title, name, ariaSnapshot: `${name}.aria.yml` });
  }
  return grouped.filter((kind) => kind.routes.length > 0);
}
