// The config's invariants, each expected from the data: adding an office, a practice area or an
// attorney to data/ is a data change these tests follow. The spec's own routes and counts are held
// by tests/unit/spec-routes.test.ts.
import { describe, expect, it } from 'vitest';
import { createSite, site, siteData, type PageConfig } from '../../pages.config';
import { indexablePages } from '../../src/pages/meta';
import { firm } from '../../data/firm';
import { staticPaths, translatedStaticPaths } from '../../data/paths';
import { practiceGroups } from '../../data/practice-groups';
import { attorneyPath, officePath, practicePath } from '../../src/pages/paths';
import { homeOfficeOf } from '../../src/pages/site-data';
import { translations } from '../../data/translations';

const paths = site.pages.map((page) => page.path as string);
const byPath = (path: string) => {
  const page = site.pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no page at ${path}`);
  return page;
};
const blocksOf = <T extends PageConfig['blocks'][number]['type']>(page: PageConfig, type: T) =>
  page.blocks.filter((block): block is Extract<PageConfig['blocks'][number], { type: T }> => block.type === type);

const offices = Object.values(siteData.offices);
const practiceCities = offices.filter((office) => office.hasPracticePages);
const areas = Object.values(siteData.practiceAreas);
const criminalAreas = Object.values(siteData.criminalAreas);
const attorneys = Object.values(siteData.attorneys);
const home = homeOfficeOf(siteData);

/** Every value under a `path` or `to` key anywhere in the config: the internal links. */
function internalLinks(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => internalLinks(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if ((key === 'path' || key === 'to') && typeof child === 'string') found.push(child);
      else internalLinks(child, found);
    }
  }
  return found;
}

describe('pages.config', () => {
  // Each translated practice and criminal-defense page of data/translations.ts, under /es/ and the
  // home office's city.
  // The Spanish pages, as the human sitemap lists them (the thank-you page is noindex: not listed).
  const spanish = translatedStaticPaths.es;
  const spanishListed = [
    spanish.home,
    spanish.contact,
    `/es${officePath(home.slug, translations.es.offices.kent!.pageSlug)}`,
    ...[...Object.values(translations.es.practiceAreas), ...Object.values(translations.es.criminalAreas)].map(
      (area) => `/es${practicePath(home.slug, area!.slug)}`,
    ),
    spanish.terms,
    spanish.privacy,
    spanish.consumerHealthData,
  ];
  const spanishPaths = [...spanishListed, spanish.thankYou];

  it('has a page for every static path, attorney, office, practice area in every practice city and criminal-defense area in the home office’s city, each path once', () => {
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(
      [
        ...Object.values(staticPaths),
        ...attorneys.map((attorney) => attorneyPath(attorney.slug)),
        ...offices.map((office) => officePath(office.slug)),
        ...practiceCities.flatMap((office) => areas.map((area) => practicePath(office.slug, area.slug))),
        ...criminalAreas.map((area) => practicePath(home.slug, area.slug)),
        ...spanishPaths,
      ].sort(),
    );
  });

  it('lists every practice area in its labelled group, and every attorney and office, in the menus', () => {
    expect(site.navigation.en.practiceAreas.map((group) => ({ label: group.label, names: group.items.map((item) => item.name) }))).toEqual([
      { label: practiceGroups.injury.label, names: areas.map((area) => area.navLabel) },
      { label: practiceGroups.criminal.label, names: criminalAreas.map((area) => area.navLabel) },
    ]);
    expect(site.navigation.en.team.map((item) => item.path)).toEqual(attorneys.map((attorney) => attorneyPath(attorney.slug)));
    expect(site.navigation.en.areasWeServe.map((item) => item.path)).toEqual(offices.map((office) => officePath(office.slug)));
  });

  it('gives every page complete metadata of sane length', () => {
    for (const page of site.pages) {
      expect(page.meta.title.length, page.path).toBeGreaterThanOrEqual(20);
      expect(page.meta.title.length, page.path).toBeLessThanOrEqual(70);
      expect(page.meta.description.length, page.path).toBeGreaterThanOrEqual(70);
      expect(page.meta.description.length, page.path).toBeLessThanOrEqual(170);
      expect(page.meta.keywords.length, page.path).toBeGreaterThan(0);
      expect(
        Object.values(firm.hosts).some((host) => page.meta.canonical.startsWith(`${host}/`)),
        page.path,
      ).toBe(true);
    }
  });

  it('links only to configured pages, and redirects only to them', () => {
    for (const page of site.pages) for (const link of internalLinks(page.blocks)) expect(paths, `${page.path} → ${link}`).toContain(link);
    for (const { home, practiceAreas, team, areasWeServe } of Object.values(site.navigation)) {
      expect(paths).toContain(home);
      for (const item of [...practiceAreas.flatMap((group) => group.items), ...team, ...areasWeServe]) expect(paths).toContain(item.path);
    }
    for (const redirect of site.redirects) {
      expect(paths).toContain(redirect.to);
      expect(paths).not.toContain(redirect.from);
    }
  });

  it('redirects each attorney’s old addresses to the bio, and each city-less practice or criminal-defense address to a page of that area', () => {
    const redirects = Object.fromEntries(site.redirects.map((r) => [r.from, r.to]));
    for (const attorney of attorneys) for (const from of attorney.legacyPaths) expect(redirects[from], from).toBe(attorneyPath(attorney.slug));
    for (const area of areas) {
      expect(
        practiceCities.map((office) => practicePath(office.slug, area.slug)),
        area.slug,
      ).toContain(redirects[`/${area.slug}`]);
    }
    for (const area of criminalAreas) expect(redirects[`/${area.slug}`], area.slug).toBe(practicePath(home.slug, area.slug));
  });

  it('redirects /about-<slug> of every attorney to the bio, a new attorney too, and answers each old address once', () => {
    const redirects = Object.fromEntries(site.redirects.map((r) => [r.from, r.to]));
    for (const attorney of attorneys) expect(redirects[`/about-${attorney.slug}`], attorney.slug).toBe(attorneyPath(attorney.slug));
    const froms = site.redirects.map((redirect) => redirect.from);
    expect(new Set(froms).size).toBe(froms.length);
    // Derived from the slug: an attorney added with no old addresses of their own gets it too.
    const added = { ...attorneys[0]!, slug: 'sample-newcomer', legacyPaths: [] };
    const grown = createSite({ ...siteData, attorneys: { ...siteData.attorneys, added } });
    expect(grown.redirects).toContainEqual({ from: '/about-sample-newcomer', to: '/lawyers/sample-newcomer' });
  });

  it('sends the form source label of every office, practice area, criminal-defense area and attorney', () => {
    const labels = site.pages.flatMap((page) => page.blocks.flatMap((block) => ('sourceLabel' in block ? [block.sourceLabel] : [])));
    for (const record of [...offices, ...areas, ...criminalAreas, ...attorneys]) expect(labels).toContain(record.sourceLabel);
  });

  it('marks every office page that is not indexable noindex, nofollow', () => {
    for (const office of offices) expect(byPath(officePath(office.slug)).meta.robots, office.city).toBe(office.indexable ? undefined : 'noindex, nofollow');
  });

  it('keeps the quirks of the spec as data: two firm names, two canonical hosts, two Seattle addresses', () => {
    const names = new Set(site.pages.flatMap((page) => page.meta.structuredData.map((data) => String(data.name))));
    expect([...names].some((name) => name.includes(firm.names.primary))).toBe(true);
    expect([...names].some((name) => name.includes(firm.names.alternate))).toBe(true);
    const hosts = new Set(site.pages.map((page) => new URL(page.meta.canonical).origin));
    expect(hosts.size).toBe(2);
    const seattle = byPath('/seattle-wa/personal-injury-lawyer');
    expect(JSON.stringify(seattle.meta.structuredData)).toContain('"postalCode":"98101"');
    expect(JSON.stringify(seattle.blocks)).toContain('"postalCode":"98164"');
    expect(JSON.stringify(byPath('/kent-wa/truck-accident-lawyer').blocks)).toContain('Seattle');
  });

  it('shares one page per practice area between the practice cities: same blocks, same canonical', () => {
    for (const area of areas) {
      const [first, ...others] = practiceCities.map((office) => byPath(practicePath(office.slug, area.slug)));
      for (const other of others) {
        expect(other.blocks, other.path).toEqual(first!.blocks);
        expect(other.meta.canonical, other.path).toBe(first!.meta.canonical);
      }
    }
  });

  it('carries the content the spec names on each practice page', () => {
    expect(byPath('/kent-wa/truck-accident-lawyer').meta.title).toBe('Injured in a Kent Truck Accident?');
    const wrongfulDeath = byPath('/kent-wa/wrongful-death-lawyer');
    const [table] = blocksOf(wrongfulDeath, 'table');
    expect(table?.rows.map(([category]) => category)).toEqual([
      'Auto accidents',
      'Medical malpractice',
      'Workplace accidents',
      'Defective products',
      'Dangerous property',
      'Intentional harm',
    ]);
    expect(JSON.stringify(wrongfulDeath.blocks)).toMatch(/RCW 4\.20\.010/);
    const legalService = wrongfulDeath.meta.structuredData.find((data) => data['@type'] === 'LegalService');
    // A LegalService has no `offers` of its own in schema.org: it `makesOffer` (src/pages/structured-data.ts).
    expect(legalService).toMatchObject({ telephone: firm.phones.main.tel });
    expect(legalService && 'makesOffer' in legalService && legalService.makesOffer).toContainEqual(expect.objectContaining({ price: 0, priceCurrency: 'USD' }));
    expect(blocksOf(wrongfulDeath, 'cta')[0]?.consultationLink).toBe(true);
    expect(blocksOf(byPath('/kent-wa/catastrophic-injuries-lawyer'), 'cta')[0]?.consultationLink).toBe(true);
    expect(site.pages.filter((page) => blocksOf(page, 'faq-accordion').length > 0).map((page) => page.path)).toEqual([
      '/kent-wa/catastrophic-injuries-lawyer',
      '/seattle-wa/catastrophic-injuries-lawyer',
      '/es/kent-wa/abogado-lesiones-catastroficas',
    ]);
    expect(blocksOf(byPath('/kent-wa/boating-accident-lawyer'), 'faq')[0]?.items).toHaveLength(5);
    const elements = blocksOf(byPath('/kent-wa/premises-liability-lawyer'), 'content-section').find((section) =>
      section.list?.items.some((item) => typeof item === 'object' && item.title === 'Duty'),
    );
    expect(elements?.list?.items.map((item) => (typeof item === 'string' ? item : item.title))).toEqual(['Duty', 'Breach', 'Causation', 'Damages']);
    expect(JSON.stringify(byPath('/kent-wa/dog-bite-lawyer').blocks)).toContain('RCW 16.08.040');
    expect(JSON.stringify(byPath('/kent-wa/motorcycle-accident-lawyer').blocks)).toContain('"available247":true');
    const car = JSON.stringify(byPath('/kent-wa/car-accident-lawyer').blocks);
    expect(car).toContain('RCW 4.16.080');
    expect(car).toMatch(/30%/);
    expect(car).toMatch(/70%/);
  });

  it('builds the home page of the spec', () => {
    const home = byPath('/');
    expect(blocksOf(home, 'hero')[0]?.anchor).toBe('home');
    expect(blocksOf(home, 'testimonials')[0]?.items).toHaveLength(siteData.testimonials.length);
    expect(blocksOf(home, 'settlement-carousel')[0]?.items.map((item) => item.amount)).toEqual(siteData.settlements.map((item) => item.amount));
    // One tile per practice area, to the page the menu gives for it; one card per criminal-defense page.
    const [injuryMenu, criminalMenu] = site.navigation.en.practiceAreas;
    expect(blocksOf(home, 'practice-tiles')[0]?.tiles.map((tile) => tile.path)).toEqual(injuryMenu?.items.map((item) => item.path));
    const [facingCharges] = blocksOf(home, 'case-type-cards');
    expect(facingCharges?.heading).toBe('Facing Charges in Kent?');
    expect(facingCharges?.cards.map((card) => card.path)).toEqual(criminalMenu?.items.map((item) => item.path));
    expect(blocksOf(home, 'attorney-spotlight')[0]?.link.kind).toBe('external');
    for (const type of ['video', 'form', 'banner', 'about-partner', 'map-directions'] as const) expect(blocksOf(home, type)).toHaveLength(1);
  });

  it('groups the human sitemap: main pages, every bio, each other practice city’s pages, the remaining offices, then criminal defense', () => {
    const [sitemap] = blocksOf(byPath('/sitemap'), 'sitemap-groups');
    const groups = sitemap!.groups.map((group) => ({ heading: group.heading, paths: group.links.map((link) => link.path as string) }));
    const practiceGroupsOfSitemap = groups.filter((group) => group.heading.endsWith(' Practice Areas'));
    // Every practice city but the one whose pages are the canonical ones has a group of its own.
    expect(practiceGroupsOfSitemap).toHaveLength(practiceCities.length - 1);
    for (const group of practiceGroupsOfSitemap) {
      const office = practiceCities.find((city) => group.heading === `${city.city} Practice Areas`);
      expect(office, group.heading).toBeDefined();
      expect(group.paths).toEqual([officePath(office!.slug), ...areas.map((area) => practicePath(office!.slug, area.slug))]);
    }
    const grouped = new Set(practiceGroupsOfSitemap.flatMap((group) => group.paths));
    expect(groups).toEqual([
      {
        heading: 'Main Pages',
        paths: [staticPaths.home, staticPaths.about, staticPaths.contact, staticPaths.terms, staticPaths.privacy, staticPaths.accessibility],
      },
      { heading: 'Attorney Biographies', paths: attorneys.map((attorney) => attorneyPath(attorney.slug)) },
      ...practiceGroupsOfSitemap,
      { heading: 'Other Washington Locations', paths: offices.map((office) => officePath(office.slug)).filter((path) => !grouped.has(path)) },
      // The criminal-defense pages follow the spec's groups, in a group of their own.
      { heading: practiceGroups.criminal.label, paths: criminalAreas.map((area) => practicePath(home.slug, area.slug)) },
      // The pages in Spanish (issue 15) come last, in a group of their own.
      { heading: 'En Español', paths: spanishListed },
    ]);
  });

  it('shows, on a Spanish page that links to an English bio, the attorney’s Spanish title and the summary written for that page', () => {
    const [english] = blocksOf(byPath('/kent-wa/dui-lawyer'), 'attorney-spotlight');
    const [spanish] = blocksOf(byPath('/es/kent-wa/abogado-dui'), 'attorney-spotlight');
    expect(english?.summary).toBeUndefined();
    expect(spanish?.link).toEqual(english?.link);
    expect(spanish?.title).toBe(translations.es.attorneySummaries.okafor.title);
    expect(spanish?.summary).toBe(translations.es.attorneySummaries.okafor.onPage?.dui);
  });

  it('lists for search engines only pages that are indexable and canonical to themselves', () => {
    const indexable = indexablePages(site.pages).map((page) => page.path);
    expect(indexable).toContain('/kent-wa/car-accident-lawyer');
    expect(indexable).not.toContain('/seattle-wa/car-accident-lawyer');
    expect(indexable).not.toContain('/tacoma-wa/personal-injury-lawyer');
    expect(indexable).not.toContain('/thank-you');
  });

  it('is a pure function of the data', () => {
    expect(createSite(siteData)).toEqual(site);
  });
});
