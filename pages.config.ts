// The list of the site: which pages exist, and from which data. Each kind of page is a template in
// src/pages/ (home.ts, practice.ts, office.ts…) that turns its data into head metadata and blocks;
// the words themselves are in data/. The router's tree (src/routeTree.gen.ts), the pre-rendered
// pages, the menus, /sitemap and /sitemap.xml are all generated from this list, so adding a city or
// a practice area is a data change (README "Adding a city or a page").
import { attorneys } from './data/attorneys';
import { criminalAreas } from './data/criminal-areas';
import { homeOffice, offices } from './data/offices';
import { consumerHealthDataCopy } from './data/legal/consumer-health-data';
import { staticPaths } from './data/paths';
import { practiceAreas } from './data/practice-areas';
import { practiceGroups } from './data/practice-groups';
import { settlements } from './data/settlements';
import { accessibilityCopy, privacyCopy, termsCopy } from './data/site-copy';
import { testimonials } from './data/testimonials';
import { aboutPage } from './src/pages/about';
import { bioPage } from './src/pages/bio';
import { contactPage } from './src/pages/contact';
import { homePage } from './src/pages/home';
import { legalPage } from './src/pages/legal';
import { officePage } from './src/pages/office';
import type { PageConfig, Site } from './src/pages/page-config';
import { aboutAttorneyPath, attorneyPath, officePath, practicePath } from './src/pages/paths';
import { practicePage } from './src/pages/practice';
import { homeOfficeOf, practiceCities, type SiteData } from './src/pages/site-data';
import { sitemapPage } from './src/pages/sitemap';
import { thankYouPage } from './src/pages/thank-you';

export type { NavItem, Navigation, PageConfig, PageMeta, RedirectConfig, Site, StructuredData } from './src/pages/page-config';
export type { SiteData };

export const siteData: SiteData = { attorneys, offices, homeOffice, practiceAreas, criminalAreas, testimonials, settlements };

export function createSite(data: SiteData): Site {
  const home = homeOfficeOf(data);
  const pages: PageConfig[] = [
    homePage(home, data),
    aboutPage(data),
    contactPage(data),
    // /lawyers/<slug>: each attorney of data/attorneys.ts.
    ...Object.values(data.attorneys).map(bioPage),
    // /<city>/<area>: each area of data/practice-areas.ts (its copy: data/practice/<area>.ts) in each
    // city with practice pages, canonical to the home office's.
    ...Object.values(data.practiceAreas).flatMap((area) => practiceCities(data).map((city) => practicePage(area, city, home, data, 'injury'))),
    // /<home city>/<area>: each criminal-defense page of data/criminal-areas.ts (its copy:
    // data/criminal/<area>.ts), under the home office's city only.
    ...Object.values(data.criminalAreas).map((area) => practicePage(area, home, home, data, 'criminal')),
    // /<city>/personal-injury-lawyer: each office of data/offices.ts.
    ...Object.values(data.offices).map((office) => officePage(office, home, data)),
    legalPage(staticPaths.terms, termsCopy),
    legalPage(staticPaths.privacy, privacyCopy),
    legalPage(staticPaths.consumerHealthData, consumerHealthDataCopy),
    legalPage(staticPaths.accessibility, accessibilityCopy),
    thankYouPage(),
  ];

  // Old addresses, answered with a 301 to their page.
  const redirects = [
    // Each attorney's /about-<slug>, from the slug, and the irregular addresses of their data.
    ...Object.values(data.attorneys).flatMap((attorney) =>
      [aboutAttorneyPath(attorney.slug), ...attorney.legacyPaths].map((from) => ({ from, to: attorneyPath(attorney.slug) })),
    ),
    // Earlier variants linked practice pages without a city: they meant the home office's page.
    // Criminal-defense pages answer their city-less address the same way.
    ...[...Object.values(data.practiceAreas), ...Object.values(data.criminalAreas)].map((area) => ({
      from: `/${area.slug}`,
      to: practicePath(home.slug, area.slug),
    })),
  ];

  // The header's menus. Practice Areas shows one labelled group per practice group that has pages.
  const areaLinks = (areas: readonly { navLabel: string; slug: string }[]) =>
    areas.map((area) => ({ name: area.navLabel, path: practicePath(home.slug, area.slug) }));
  const navigation = {
    practiceAreas: [
      { label: practiceGroups.injury.label, items: areaLinks(Object.values(data.practiceAreas)) },
      { label: practiceGroups.criminal.label, items: areaLinks(Object.values(data.criminalAreas)) },
    ].filter((group) => group.items.length > 0),
    team: Object.values(data.attorneys).map((attorney) => ({ name: attorney.name, path: attorneyPath(attorney.slug) })),
    areasWeServe: Object.values(data.offices).map((office) => ({ name: office.city, path: officePath(office.slug) })),
  };

  // The footer's links to the site's own pages. The consumer health data policy must be linked
  // prominently from the home page (RCW 19.373.020(1)(b)); the footer puts it on every page.
  const footer = [
    { name: 'About the firm', path: staticPaths.about },
    { name: 'Contact', path: staticPaths.contact },
    { name: 'Sitemap', path: staticPaths.sitemap },
    { name: 'Terms of use', path: staticPaths.terms },
    { name: 'Privacy policy', path: staticPaths.privacy },
    { name: 'Consumer health data privacy policy', path: staticPaths.consumerHealthData },
    { name: 'Accessibility', path: staticPaths.accessibility },
  ];

  return { pages: [...pages, sitemapPage(pages, home, data)], redirects, navigation, footer };
}

export const site = createSite(siteData);

/** Pages search engines should list: not noindex, and canonical to themselves (not a shared twin). */
export function indexablePages(pages: readonly PageConfig[]): readonly PageConfig[] {
  return pages.filter((page) => !page.meta.robots && new URL(page.meta.canonical).pathname === page.path);
}
