// Every route of the site: its path, its head metadata and its ordered blocks. The router tree,
// the pre-rendered pages, the menus, /sitemap and /sitemap.xml are all generated from this list.
// Pages for cities and practice areas are produced from data/ by the small functions below, so
// adding a city or an area is a data change (see README "Adding a city or a page").
import type { Block } from './blocks';
import { attorneys } from './data/attorneys';
import type { FaqProps, PracticeFaq } from './data/content';
import { firm } from './data/firm';
import { offices } from './data/offices';
import {
  attorneyPath,
  officePath,
  practicePath,
  staticPaths,
  type AttorneyPath,
  type OfficePath,
  type SitePath,
} from './data/paths';
import { practiceAreas } from './data/practice-areas';
import { settlements } from './data/settlements';
import {
  aboutCopy,
  accessibilityCopy,
  contactCopy,
  homeCopy,
  privacyCopy,
  termsCopy,
  thankYouCopy,
  type LegalPageCopy,
} from './data/site-copy';
import { testimonials } from './data/testimonials';
import type { AttorneyData, OfficeData, PageMetaCopy, PracticeAreaData, SettlementData, TestimonialData } from './data/types';

export type StructuredData = Readonly<Record<string, unknown>>;

export interface PageMeta {
  readonly title: string;
  readonly description: string;
  readonly keywords: string;
  readonly canonical: string;
  readonly robots?: 'noindex, nofollow';
  readonly structuredData: readonly StructuredData[];
}

export interface PageConfig {
  readonly path: SitePath;
  /** Link text for this page in menus and the human sitemap. */
  readonly label: string;
  readonly meta: PageMeta;
  readonly blocks: readonly Block[];
}

export interface RedirectConfig {
  readonly from: string;
  readonly to: SitePath;
}

export interface NavItem {
  readonly name: string;
  readonly path: SitePath;
}

export interface Navigation {
  readonly practiceAreas: readonly NavItem[];
  readonly team: readonly NavItem[];
  readonly areasWeServe: readonly NavItem[];
}

export interface Site {
  readonly pages: readonly PageConfig[];
  readonly redirects: readonly RedirectConfig[];
  readonly navigation: Navigation;
}

/** Everything the site is built from; tests pass altered copies (a fixture city). */
export interface SiteData {
  readonly attorneys: Readonly<Record<string, AttorneyData>>;
  readonly offices: Readonly<Record<string, OfficeData>>;
  readonly practiceAreas: Readonly<Record<string, PracticeAreaData>>;
  readonly testimonials: readonly TestimonialData[];
  readonly settlements: readonly SettlementData[];
}

export const siteData: SiteData = { attorneys, offices, practiceAreas, testimonials, settlements };

// ---- metadata and structured data -------------------------------------------------------------

function meta(copy: PageMetaCopy, path: SitePath, structuredData: readonly StructuredData[], robots?: 'noindex, nofollow'): PageMeta {
  return {
    title: copy.title,
    description: copy.description,
    keywords: copy.keywords.join(', '),
    canonical: `${firm.hosts[copy.canonicalHost]}${path}`,
    ...(robots ? { robots } : {}),
    structuredData,
  };
}

const jsonLd = (type: string, fields: Record<string, unknown>): StructuredData => ({
  '@context': 'https://schema.org',
  '@type': type,
  ...fields,
});

const faqBlock = ({ style, ...faq }: PracticeFaq): Block =>
  style === 'accordion' ? { type: 'faq-accordion', ...faq } : { type: 'faq', ...faq };

const faqPage = (faq: FaqProps) =>
  jsonLd('FAQPage', {
    mainEntity: faq.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  });

const postalAddress = (street: string, city: string, postalCode: string) => ({
  '@type': 'PostalAddress',
  streetAddress: street,
  addressLocality: city,
  addressRegion: 'WA',
  postalCode,
  addressCountry: 'US',
});

const callLabel = `Call ${firm.attorneys.whitfield.name}`;

// ---- page builders ----------------------------------------------------------------------------

function practiceCities(data: SiteData) {
  return Object.values(data.offices).filter((office) => office.hasPracticePages);
}

/** One practice page, shared by every practice city (spec §2): same blocks, same canonical. */
function practicePage(area: PracticeAreaData, path: SitePath, canonicalPath: SitePath, data: SiteData): PageConfig {
  const firmName = firm.names[area.firmName];
  const legalService = jsonLd('LegalService', {
    name: firmName,
    description: area.meta.description,
    areaServed: practiceCities(data).map((office) => office.city),
    serviceType: area.structuredData.rich ? area.structuredData.rich.serviceTypes : area.structuredData.serviceType,
    ...(area.structuredData.rich && {
      url: `${firm.hosts[area.meta.canonicalHost]}${canonicalPath}`,
      telephone: firm.phones.main.tel,
      areaServed: area.structuredData.rich.areasServed,
      offers: { '@type': 'Offer', name: 'Free consultation', price: 0, priceCurrency: 'USD' },
    }),
  });
  return {
    path,
    label: area.navLabel,
    meta: meta(area.meta, canonicalPath, [legalService, faqPage(area.faq)]),
    blocks: [
      { type: 'practice-hero', ...area.hero, callLabel, sourceLabel: area.sourceLabel },
      ...area.body.map((block): Block => {
        if (block.type !== 'attorney-spotlight') return block;
        const attorney = data.attorneys[block.attorney];
        if (!attorney) throw new Error(`${area.slug}: unknown attorney ${block.attorney}`);
        return spotlight(attorney, block.heading, block.body, { kind: 'bio', path: attorneyPath(attorney.slug) });
      }),
      { type: 'video', heading: 'Watch: what to do after a serious injury', videos: [firm.videos.practice] },
      faqBlock(area.faq),
      { type: 'cta', ...area.closing },
    ],
  };
}

function spotlight(
  attorney: AttorneyData,
  heading: string,
  body: readonly string[],
  link: Extract<Block, { type: 'attorney-spotlight' }>['link'],
): Block {
  return {
    type: 'attorney-spotlight',
    heading,
    body,
    name: attorney.name,
    title: attorney.title,
    initials: attorney.portrait.initials,
    alt: attorney.portrait.alt,
    link,
  };
}

function practiceTiles(data: SiteData, citySlug: string) {
  return Object.entries(data.practiceAreas).map(([id, area]) => ({
    art: id,
    title: area.tile.title,
    alt: area.tile.alt,
    path: practicePath(citySlug, area.slug),
  }));
}

/** Cities without practice pages of their own link to the home office's (Kent's). */
function practiceLinkCity(office: OfficeData, data: SiteData) {
  return office.hasPracticePages ? office.slug : homeOffice(data).slug;
}

function homeOffice(data: SiteData): OfficeData {
  const office = Object.values(data.offices).find((candidate) => candidate.city === firm.address.city);
  if (!office) throw new Error(`data/offices has no office in ${firm.address.city}, the firm's address`);
  return office;
}

function officePage(office: OfficeData, data: SiteData): PageConfig {
  const path = officePath(office.slug);
  const address = office.structuredDataAddress ?? office.address;
  const legalService = jsonLd('LegalService', {
    name: `${firm.names[office.firmName]} – ${office.city}`,
    description: office.meta.description,
    url: `${firm.hosts[office.meta.canonicalHost]}${path}`,
    telephone: firm.phones.office.tel,
    address: postalAddress(address.street, office.address.city, address.postalCode),
    geo: { '@type': 'GeoCoordinates', latitude: office.geo.latitude, longitude: office.geo.longitude },
    areaServed: office.communities.map((name) => ({ '@type': 'City', name })),
    serviceType: office.serviceTypes,
  });
  return {
    path,
    label: `${office.city} Personal Injury Lawyer`,
    meta: meta(office.meta, path, [legalService], office.indexable ? undefined : 'noindex, nofollow'),
    blocks: [
      { type: 'hero', ...office.hero, callLabel, stars: true },
      { type: 'content-section', ...office.localAdvocates },
      {
        type: 'case-type-cards',
        heading: `Cases we handle in ${office.city}`,
        cards: office.caseTypes.map((card) => {
          const area = data.practiceAreas[card.practice];
          if (!area) throw new Error(`${office.city}: unknown practice area ${card.practice}`);
          return { title: area.tile.title, text: card.text, path: practicePath(practiceLinkCity(office, data), area.slug) };
        }),
      },
      {
        type: 'communities',
        heading: `Communities we serve from ${office.city}`,
        intro: `Clients come to our ${office.city} office from across the region, and we meet clients at home or in the hospital when they cannot travel.`,
        communities: office.communities,
      },
      {
        type: 'office-contact',
        heading: `Contact our ${office.city} office`,
        officeName: `${firm.names[office.firmName]}, ${office.city}`,
        address: office.address,
        available247: office.available247,
        sourceLabel: office.sourceLabel,
      },
    ],
  };
}

function bioPage(attorney: AttorneyData): PageConfig {
  const path = attorneyPath(attorney.slug);
  return {
    path,
    label: attorney.name,
    meta: meta(attorney.meta, path, [
      jsonLd('Person', {
        name: attorney.name,
        jobTitle: attorney.title,
        worksFor: { '@type': 'LegalService', name: firm.names.primary, telephone: firm.phones.main.tel },
        url: `${firm.hosts[attorney.meta.canonicalHost]}${path}`,
      }),
    ]),
    blocks: [
      {
        type: 'bio-hero',
        name: attorney.name,
        title: attorney.title,
        ...attorney.hero,
        initials: attorney.portrait.initials,
        alt: attorney.portrait.alt,
        callLabel: `Call ${attorney.name}'s team`,
      },
      { type: 'content-section', heading: 'Practice focus', body: [], list: { style: 'bullets', items: attorney.focus } },
      { type: 'content-section', heading: 'Biography', body: attorney.biography },
      {
        type: 'content-section',
        heading: 'Recognition and credentials',
        body: [],
        list: { style: 'bullets', items: [...attorney.recognition, ...attorney.education, ...attorney.admissions] },
      },
      {
        type: 'form',
        heading: `Talk with ${attorney.name}'s team`,
        intro: ['Tell us what happened. The consultation is free, and we will call you back, usually the same business day.'],
        sourceLabel: attorney.sourceLabel,
      },
      { type: 'stats', heading: 'Why clients choose our firm', items: attorney.stats },
      {
        type: 'cta',
        heading: 'Talk to a lawyer today',
        body: 'A real person answers, and urgent matters reach an attorney day or night. No fee unless we win your injury case.',
      },
    ],
  };
}

function legalPage(path: SitePath, copy: LegalPageCopy): PageConfig {
  return {
    path,
    label: copy.heading,
    meta: meta(copy.meta, path, []),
    blocks: [
      { type: 'page-intro', heading: copy.heading, updated: copy.updated, intro: copy.intro },
      ...copy.sections.map((section): Block => ({ type: 'content-section', ...section })),
      { type: 'contact-details', heading: 'Questions? Reach us', hoursHeading: 'Office hours' },
    ],
  };
}

function homePage(data: SiteData): PageConfig {
  const partner = Object.values(data.attorneys).find((attorney) => attorney.managingPartner);
  if (!partner?.externalSite) throw new Error('data/attorneys needs a managing partner with an external site');
  const kent = homeOffice(data);
  return {
    path: staticPaths.home,
    label: 'Home',
    meta: meta(homeCopy.meta, staticPaths.home, [
      jsonLd('LegalService', {
        name: firm.names.primary,
        alternateName: firm.names.alternate,
        description: homeCopy.meta.description,
        url: firm.hosts.primary,
        telephone: firm.phones.main.tel,
        address: postalAddress(firm.address.street, firm.address.city, firm.address.postalCode),
        areaServed: Object.values(data.offices).map((office) => office.city),
        sameAs: firm.social.map((link) => link.href),
      }),
    ]),
    blocks: [
      { type: 'hero', anchor: 'home', ...homeCopy.hero, callLabel, stars: true, eyebrow: firm.claims.reviews },
      { type: 'settlement-carousel', ...homeCopy.settlements, items: data.settlements },
      { type: 'practice-tiles', ...homeCopy.practice, tiles: practiceTiles(data, kent.slug) },
      spotlight(partner, homeCopy.spotlight.heading, homeCopy.spotlight.body, { kind: 'external', href: partner.externalSite }),
      { type: 'video', heading: homeCopy.videos.heading, videos: firm.videos.home },
      { type: 'form', heading: homeCopy.form.heading, intro: [homeCopy.form.intro], sourceLabel: 'home-page' },
      { type: 'banner', ...homeCopy.allStar, callLabel: 'Call the all-star team' },
      { type: 'testimonials', ...homeCopy.testimonials, items: data.testimonials.slice(0, 6) },
      { type: 'about-partner', ...homeCopy.aboutPartner },
      {
        type: 'map-directions',
        ...homeCopy.location,
        place: `${firm.names.primary}, ${kent.city} office`,
        address: `${kent.address.street}, ${kent.address.city}, ${kent.address.region} ${kent.address.postalCode}`,
      },
    ],
  };
}

function aboutPage(data: SiteData): PageConfig {
  return {
    path: staticPaths.about,
    label: 'About the Firm',
    meta: meta(aboutCopy.meta, staticPaths.about, []),
    blocks: [
      { type: 'hero', ...aboutCopy.hero, callLabel },
      { type: 'content-section', ...aboutCopy.story },
      { type: 'stats', ...aboutCopy.values },
      { type: 'team-cards', ...aboutCopy.team, members: teamMembers(data) },
    ],
  };
}

function teamMembers(data: SiteData) {
  return Object.values(data.attorneys).map((attorney) => ({
    name: attorney.name,
    title: attorney.title,
    initials: attorney.portrait.initials,
    alt: attorney.portrait.alt,
    blurb: attorney.teamBlurb,
    path: attorneyPath(attorney.slug),
  }));
}

function contactPage(data: SiteData): PageConfig {
  return {
    path: staticPaths.contact,
    label: 'Contact',
    meta: meta(contactCopy.meta, staticPaths.contact, []),
    blocks: [
      { type: 'hero', ...contactCopy.hero, callLabel },
      { type: 'form', heading: 'Request your free consultation', intro: contactCopy.intro, sourceLabel: 'contact-form' },
      { type: 'content-section', ...contactCopy.nextSteps },
      { type: 'contact-details', heading: 'Call or write', hoursHeading: contactCopy.hoursHeading },
      {
        type: 'offices',
        heading: contactCopy.officesHeading,
        offices: Object.values(data.offices).map((office) => ({
          city: office.city,
          street: office.address.street,
          locality: `${office.address.city}, ${office.address.region} ${office.address.postalCode}`,
          path: officePath(office.slug),
        })),
      },
    ],
  };
}

/** Spec §2: four groups; Seattle's practice group generalises to every non-home practice city. */
function sitemapPage(pages: readonly PageConfig[], data: SiteData): PageConfig {
  const byPath = new Map(pages.map((page) => [page.path as string, page]));
  const link = (path: SitePath) => ({ label: byPath.get(path)?.label ?? path, path });
  const home = homeOffice(data);
  const otherPracticeCities = practiceCities(data).filter((office) => office !== home);
  return {
    path: staticPaths.sitemap,
    label: 'Sitemap',
    meta: meta(
      {
        title: 'Sitemap: Every Page on Our Site',
        description: 'Every page on our site in one list: the firm, our attorneys, practice areas in Seattle and Kent, and our offices across Washington.',
        keywords: ['sitemap', 'personal injury lawyer Washington', 'Kent law firm'],
        canonicalHost: 'primary',
      },
      staticPaths.sitemap,
      [],
    ),
    blocks: [
      { type: 'page-intro', heading: 'Sitemap', intro: ['Every page of our site, grouped so you can find what you need quickly.'] },
      {
        type: 'sitemap-groups',
        groups: [
          {
            heading: 'Main Pages',
            links: [staticPaths.home, staticPaths.about, staticPaths.contact, staticPaths.terms, staticPaths.privacy, staticPaths.accessibility].map(link),
          },
          { heading: 'Attorney Biographies', links: Object.values(data.attorneys).map((a) => link(attorneyPath(a.slug))) },
          ...otherPracticeCities.map((office) => ({
            heading: `${office.city} Practice Areas`,
            links: [
              link(officePath(office.slug)),
              ...Object.values(data.practiceAreas).map((area) => ({
                label: `${office.city} ${area.navLabel}`,
                path: practicePath(office.slug, area.slug),
              })),
            ],
          })),
          {
            heading: 'Other Washington Locations',
            links: Object.values(data.offices)
              .filter((office) => !otherPracticeCities.includes(office))
              .map((office) => link(officePath(office.slug))),
          },
        ],
      },
    ],
  };
}

function thankYouPage(): PageConfig {
  return {
    path: staticPaths.thankYou,
    label: 'Thank You',
    meta: meta(thankYouCopy.meta, staticPaths.thankYou, [], 'noindex, nofollow'),
    blocks: [
      { type: 'page-intro', heading: thankYouCopy.heading, intro: thankYouCopy.body },
      { type: 'contact-details', heading: 'Need us sooner?', hoursHeading: 'Office hours' },
    ],
  };
}

// ---- the site ---------------------------------------------------------------------------------

export function createSite(data: SiteData): Site {
  const cities = practiceCities(data);
  const [canonicalCity] = cities;
  if (!canonicalCity) throw new Error('data/offices needs at least one office with practice pages');

  const practicePages = Object.values(data.practiceAreas).flatMap((area) =>
    cities.map((office) =>
      practicePage(area, practicePath(office.slug, area.slug), practicePath(canonicalCity.slug, area.slug), data),
    ),
  );
  const officePages = Object.values(data.offices).map((office) => officePage(office, data));
  const bioPages = Object.values(data.attorneys).map(bioPage);
  const pages = [
    homePage(data),
    aboutPage(data),
    contactPage(data),
    ...bioPages,
    ...practicePages,
    ...officePages,
    legalPage(staticPaths.terms, termsCopy),
    legalPage(staticPaths.privacy, privacyCopy),
    legalPage(staticPaths.accessibility, accessibilityCopy),
    thankYouPage(),
  ];

  const redirects: RedirectConfig[] = [
    ...Object.values(data.attorneys).flatMap((attorney) =>
      attorney.legacyPaths.map((from) => ({ from, to: attorneyPath(attorney.slug) })),
    ),
    // Earlier variants linked practice pages without a city: they meant the home office's page.
    ...Object.values(data.practiceAreas).map((area) => ({ from: `/${area.slug}`, to: practicePath(canonicalCity.slug, area.slug) })),
  ];

  const navigation: Navigation = {
    practiceAreas: Object.values(data.practiceAreas).map((area) => ({ name: area.navLabel, path: practicePath(canonicalCity.slug, area.slug) })),
    team: Object.values(data.attorneys).map((attorney): { name: string; path: AttorneyPath } => ({ name: attorney.name, path: attorneyPath(attorney.slug) })),
    areasWeServe: Object.values(data.offices).map((office): { name: string; path: OfficePath } => ({ name: office.city, path: officePath(office.slug) })),
  };

  return { pages: [...pages, sitemapPage(pages, data)], redirects, navigation };
}

export const site = createSite(siteData);

/** Pages search engines should list: not noindex, and canonical to themselves (not a shared twin). */
export function indexablePages(pages: readonly PageConfig[]): readonly PageConfig[] {
  return pages.filter((page) => !page.meta.robots && new URL(page.meta.canonical).pathname === page.path);
}
