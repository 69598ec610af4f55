import { describe, expect, it } from 'vitest';
import { createSite, indexablePages, site, siteData, type PageConfig } from '../../pages.config';
import { firm } from '../../data/firm';

const paths = site.pages.map((page) => page.path as string);
const byPath = (path: string) => {
  const page = site.pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no page at ${path}`);
  return page;
};
const blocksOf = <T extends PageConfig['blocks'][number]['type']>(page: PageConfig, type: T) =>
  page.blocks.filter((block): block is Extract<PageConfig['blocks'][number], { type: T }> => block.type === type);

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
  it('has every route of the spec, each path once', () => {
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of ['/', '/about', '/contact', '/sitemap', '/terms', '/privacy', '/accessibility']) expect(paths).toContain(path);
    expect(paths.filter((path) => path.startsWith('/lawyers/'))).toHaveLength(4);
    expect(paths.filter((path) => path.endsWith('/personal-injury-lawyer'))).toEqual([
      '/kent-wa/personal-injury-lawyer',
      '/olympia-wa/personal-injury-lawyer',
      '/seattle-wa/personal-injury-lawyer',
      '/port-orchard-wa/personal-injury-lawyer',
      '/tacoma-wa/personal-injury-lawyer',
    ]);
    const areas = ['car', 'truck', 'motorcycle'].map((a) => `${a}-accident-lawyer`).concat([
      'dog-bite-lawyer', 'wrongful-death-lawyer', 'catastrophic-injuries-lawyer', 'boating-accident-lawyer', 'premises-liability-lawyer',
    ]);
    for (const city of ['kent-wa', 'seattle-wa']) for (const area of areas) expect(paths).toContain(`/${city}/${area}`);
  });

  it('gives every page complete metadata of sane length', () => {
    for (const page of site.pages) {
      expect(page.meta.title.length, page.path).toBeGreaterThanOrEqual(20);
      expect(page.meta.title.length, page.path).toBeLessThanOrEqual(70);
      expect(page.meta.description.length, page.path).toBeGreaterThanOrEqual(70);
      expect(page.meta.description.length, page.path).toBeLessThanOrEqual(170);
      expect(page.meta.keywords.length, page.path).toBeGreaterThan(0);
      expect(Object.values(firm.hosts).some((host) => page.meta.canonical.startsWith(`${host}/`)), page.path).toBe(true);
    }
  });

  it('links only to configured pages, and redirects only to them', () => {
    for (const page of site.pages) for (const link of internalLinks(page.blocks)) expect(paths, `${page.path} → ${link}`).toContain(link);
    for (const group of Object.values(site.navigation)) for (const item of group) expect(paths).toContain(item.path);
    for (const redirect of site.redirects) {
      expect(paths).toContain(redirect.to);
      expect(paths).not.toContain(redirect.from);
    }
  });

  it('redirects the old bio and practice addresses of the spec', () => {
    const redirects = Object.fromEntries(site.redirects.map((r) => [r.from, r.to]));
    expect(redirects['/about-whitfield']).toBe('/lawyers/daniel-whitfield');
    expect(redirects['/daniel-whitfield']).toBe('/lawyers/daniel-whitfield');
    expect(Object.keys(redirects).filter((from) => from.endsWith('-bio'))).toHaveLength(3);
    expect(redirects['/truck-accident-lawyer']).toBe('/kent-wa/truck-accident-lawyer');
  });

  it('sends the form source labels of the spec', () => {
    const labels = site.pages.flatMap((page) =>
      page.blocks.flatMap((block) => ('sourceLabel' in block ? [block.sourceLabel] : [])),
    );
    for (const label of [
      'home-page', 'contact-form', 'lawyer-bio', 'car-accident-lawyer', 'truck-accident-lawyer', 'motorcycle-accident-lawyer',
      'dog-bite-lawyer', 'wrongful-death-lawyer', 'catastrophic-injuries-lawyer', 'boating-accident-lawyer', 'premises-liability-lawyer',
      'kent-personal-injury-lawyer', 'olympia-personal-injury-lawyer', 'seattle-personal-injury-lawyer',
      'port-orchard-personal-injury-lawyer', 'tacoma-personal-injury-lawyer',
    ]) expect(labels).toContain(label);
    expect(labels.filter((label) => /^[a-z]+-[a-z]+-bio$/.test(label))).toHaveLength(3);
  });

  it('marks the four office pages outside Kent noindex, nofollow', () => {
    const noindex = site.pages.filter((page) => page.meta.robots === 'noindex, nofollow').map((page) => page.path);
    expect(noindex).toEqual(expect.arrayContaining([
      '/olympia-wa/personal-injury-lawyer', '/seattle-wa/personal-injury-lawyer', '/port-orchard-wa/personal-injury-lawyer', '/tacoma-wa/personal-injury-lawyer',
    ]));
    expect(byPath('/kent-wa/personal-injury-lawyer').meta.robots).toBeUndefined();
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

  it('shares one page per practice area between Kent and Seattle', () => {
    const kent = byPath('/kent-wa/dog-bite-lawyer');
    const seattle = byPath('/seattle-wa/dog-bite-lawyer');
    expect(seattle.blocks).toEqual(kent.blocks);
    expect(seattle.meta.canonical).toBe(kent.meta.canonical);
  });

  it('carries the content the spec names on each practice page', () => {
    expect(byPath('/kent-wa/truck-accident-lawyer').meta.title).toBe('Injured in a Kent Truck Accident?');
    const wrongfulDeath = byPath('/kent-wa/wrongful-death-lawyer');
    const [table] = blocksOf(wrongfulDeath, 'table');
    expect(table?.rows.map(([category]) => category)).toEqual([
      'Auto accidents', 'Medical malpractice', 'Workplace accidents', 'Defective products', 'Dangerous property', 'Intentional harm',
    ]);
    expect(JSON.stringify(wrongfulDeath.blocks)).toMatch(/RCW 4\.20\.010/);
    const legalService = wrongfulDeath.meta.structuredData.find((data) => data['@type'] === 'LegalService');
    expect(legalService).toMatchObject({ telephone: firm.phones.main.tel, offers: { price: 0, priceCurrency: 'USD' } });
    expect(blocksOf(wrongfulDeath, 'cta')[0]?.consultationLink).toBe(true);
    expect(blocksOf(byPath('/kent-wa/catastrophic-injuries-lawyer'), 'cta')[0]?.consultationLink).toBe(true);
    expect(site.pages.filter((page) => blocksOf(page, 'faq-accordion').length > 0).map((page) => page.path)).toEqual([
      '/kent-wa/catastrophic-injuries-lawyer', '/seattle-wa/catastrophic-injuries-lawyer',
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
    expect(blocksOf(home, 'testimonials')[0]?.items).toHaveLength(6);
    expect(blocksOf(home, 'settlement-carousel')[0]?.items.map((item) => item.amount)).toEqual([
      '$12M', '$7.5M', '$1.4M', '$1M', '$500K', '$375K', '$138.5K',
    ]);
    expect(blocksOf(home, 'practice-tiles')[0]?.tiles).toHaveLength(8);
    expect(blocksOf(home, 'attorney-spotlight')[0]?.link.kind).toBe('external');
    for (const type of ['video', 'form', 'banner', 'about-partner', 'map-directions'] as const) expect(blocksOf(home, type)).toHaveLength(1);
  });

  it('groups the human sitemap as the spec does', () => {
    const [groups] = blocksOf(byPath('/sitemap'), 'sitemap-groups');
    expect(groups?.groups.map((group) => [group.heading, group.links.length])).toEqual([
      ['Main Pages', 6],
      ['Attorney Biographies', 4],
      ['Seattle Practice Areas', 9],
      ['Other Washington Locations', 4],
    ]);
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
