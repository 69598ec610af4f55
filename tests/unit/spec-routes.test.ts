// The routes of spec §2, held against the site built from the spec's own data: its five offices,
// its eight practice areas and its four attorneys, and none of the criminal-defense pages the spec
// does not list (issue 14). Offices, areas or attorneys added to data/ later leave this test alone
// (tests/unit/pages-config.test.ts derives its expectations from the data).
import { describe, expect, it } from 'vitest';
import { createSite, siteData, type PageConfig, type SiteData } from '../../pages.config';

const specOffices = ['kent-wa', 'olympia-wa', 'seattle-wa', 'port-orchard-wa', 'tacoma-wa'];
const specAreas = [
  'car-accident-lawyer',
  'truck-accident-lawyer',
  'motorcycle-accident-lawyer',
  'dog-bite-lawyer',
  'wrongful-death-lawyer',
  'catastrophic-injuries-lawyer',
  'boating-accident-lawyer',
  'premises-liability-lawyer',
];
// The spec leaves the attorneys' names open ("/lawyers/{name}" four times): these are the firm's four.
const specAttorneys = ['whitfield', 'vega', 'okafor', 'halvorsen'];

const keep = <T extends { slug: string }>(records: Readonly<Record<string, T>>, wanted: (id: string, record: T) => boolean) =>
  Object.fromEntries(Object.entries(records).filter(([id, record]) => wanted(id, record)));
const specData: SiteData = {
  ...siteData,
  offices: keep(siteData.offices, (_, office) => specOffices.includes(office.slug)),
  practiceAreas: keep(siteData.practiceAreas, (_, area) => specAreas.includes(area.slug)),
  attorneys: keep(siteData.attorneys, (id) => specAttorneys.includes(id)),
  criminalAreas: {},
  // The spec's site is in English only (the Spanish pages are issue 15's).
  translations: undefined,
};
const site = createSite(specData);
const paths = site.pages.map((page) => page.path as string);
const byPath = (path: string) => site.pages.find((page) => page.path === path);

describe("the spec's routes (§2), from the spec's data", () => {
  it('has the home page, about, contact and the human sitemap', () => {
    for (const path of ['/', '/about', '/contact', '/sitemap']) expect(paths).toContain(path);
  });

  it('has four attorney bios under /lawyers/', () => {
    expect(paths.filter((path) => path.startsWith('/lawyers/'))).toHaveLength(4);
  });

  it('has the eight practice pages under /kent-wa/ and under /seattle-wa/, and no other practice page', () => {
    const practicePages = paths.filter((path) => specAreas.some((area) => path.endsWith(`/${area}`)));
    expect(practicePages.sort()).toEqual(['kent-wa', 'seattle-wa'].flatMap((city) => specAreas.map((area) => `/${city}/${area}`)).sort());
  });

  it('has the five office pages, in the order of the spec', () => {
    expect(paths.filter((path) => path.endsWith('/personal-injury-lawyer'))).toEqual(specOffices.map((city) => `/${city}/personal-injury-lawyer`));
  });

  it('marks the office pages of Olympia, Seattle, Port Orchard and Tacoma noindex, nofollow, and not Kent’s', () => {
    const noindex = site.pages.filter((page) => page.meta.robots === 'noindex, nofollow').map((page) => page.path as string);
    expect(noindex.filter((path) => path.endsWith('/personal-injury-lawyer'))).toEqual(
      ['olympia-wa', 'seattle-wa', 'port-orchard-wa', 'tacoma-wa'].map((city) => `/${city}/personal-injury-lawyer`),
    );
  });

  it('redirects the old bio and practice addresses', () => {
    const redirects = Object.fromEntries(site.redirects.map((redirect) => [redirect.from, redirect.to]));
    // "/about-{name}": a redirect to /lawyers/{name}, the same name, for each of the four bios.
    const bios = paths.filter((path) => path.startsWith('/lawyers/'));
    for (const bio of bios) expect(redirects[`/about-${bio.slice('/lawyers/'.length)}`], bio).toBe(bio);
    expect(redirects['/about-whitfield']).toBe('/lawyers/daniel-whitfield');
    expect(redirects['/daniel-whitfield']).toBe('/lawyers/daniel-whitfield');
    expect(Object.keys(redirects).filter((from) => from.endsWith('-bio'))).toHaveLength(3);
    // The spec's examples of practice addresses without a city.
    for (const area of [
      'truck-accident-lawyer',
      'motorcycle-accident-lawyer',
      'dog-bite-lawyer',
      'wrongful-death-lawyer',
      'catastrophic-injuries-lawyer',
      'boating-accident-lawyer',
    ]) {
      expect(redirects[`/${area}`]).toBe(`/kent-wa/${area}`);
    }
  });

  it('sends exactly the form source labels of the spec', () => {
    const labels = site.pages.flatMap((page: PageConfig) => page.blocks.flatMap((block) => ('sourceLabel' in block ? [block.sourceLabel] : [])));
    const bios = [...new Set(labels.filter((label) => /^[a-z]+-[a-z]+-bio$/.test(label)))];
    expect(bios).toHaveLength(3);
    expect(new Set(labels)).toEqual(
      new Set([
        'home-page',
        'contact-form',
        'lawyer-bio',
        ...bios,
        ...specAreas,
        ...['kent', 'olympia', 'seattle', 'port-orchard', 'tacoma'].map((city) => `${city}-personal-injury-lawyer`),
      ]),
    );
  });

  it('groups the human sitemap in the four groups of the spec', () => {
    const groups = byPath('/sitemap')?.blocks.flatMap((block) => (block.type === 'sitemap-groups' ? block.groups : []));
    expect(groups?.map((group) => [group.heading, group.links.length])).toEqual([
      ['Main Pages', 6],
      ['Attorney Biographies', 4],
      ['Seattle Practice Areas', 9],
      ['Other Washington Locations', 4],
    ]);
    expect(groups?.at(-1)?.links.map((link) => link.path)).toEqual(
      ['kent-wa', 'olympia-wa', 'port-orchard-wa', 'tacoma-wa'].map((city) => `/${city}/personal-injury-lawyer`),
    );
  });

  it('shows a grid of eight practice tiles on the home page', () => {
    const tiles = byPath('/')?.blocks.flatMap((block) => (block.type === 'practice-tiles' ? block.tiles : []));
    expect(tiles).toHaveLength(8);
  });
});
