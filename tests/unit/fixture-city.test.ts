// Adding a city is a data change: this adds one to a copy of the data and checks that its office
// page, menu entry, sitemap entries and structured data all appear, with no code change. The same
// holds for a criminal-defense page, which sits under the home office's city only.
import { describe, expect, it } from 'vitest';
import { criminalAreas } from '../../data/criminal-areas';
import type { CriminalSourceLabel } from '../../data/criminal-source-labels';
import { offices } from '../../data/offices';
import type { CriminalAreaData, OfficeData } from '../../data/types';
import { createSite, siteData } from '../../pages.config';
import { indexablePages } from '../../src/pages/meta';

const auburn: OfficeData = {
  ...offices.tacoma,
  city: 'Auburn',
  slug: 'auburn-wa',
  address: { street: '10 Main St, Suite 2', city: 'Auburn', region: 'WA', postalCode: '98002' },
  geo: { latitude: 47.3073, longitude: -122.2285 },
  indexable: true,
  sourceLabel: 'auburn-personal-injury-lawyer',
  meta: { ...offices.tacoma.meta, title: 'Auburn Personal Injury Lawyer | Free Consultation' },
  hero: { headline: 'Hurt in Auburn?', subheadline: 'Our Auburn office is here for you.' },
  communities: ['Auburn', 'Algona', 'Pacific'],
};

describe('a fixture city added to data/offices', () => {
  const site = createSite({ ...siteData, offices: { ...siteData.offices, auburn } });
  const page = site.pages.find((candidate) => (candidate.path as string) === '/auburn-wa/personal-injury-lawyer');

  it('gets an office page with its hero, contact block and form label', () => {
    expect(page).toBeDefined();
    expect(page?.blocks[0]).toMatchObject({ type: 'hero', headline: 'Hurt in Auburn?' });
    expect(page?.blocks).toContainEqual(
      expect.objectContaining({ type: 'office-contact', sourceLabel: 'auburn-personal-injury-lawyer', address: auburn.address }),
    );
  });

  it('appears under Areas We Serve', () => {
    expect(site.navigation.en.areasWeServe).toContainEqual({ name: 'Auburn', path: '/auburn-wa/personal-injury-lawyer' });
  });

  it('appears in the human sitemap and the search-engine sitemap', () => {
    const sitemap = site.pages.find((candidate) => candidate.path === '/sitemap');
    const other = sitemap?.blocks
      .flatMap((block) => (block.type === 'sitemap-groups' ? block.groups : []))
      .find((group) => group.heading === 'Other Washington Locations');
    expect(other?.links.map((link) => link.path)).toContain('/auburn-wa/personal-injury-lawyer');
    expect(indexablePages(site.pages).map((candidate) => candidate.path)).toContain('/auburn-wa/personal-injury-lawyer');
  });

  it('carries its own structured data: address, geo, communities', () => {
    expect(page?.meta.structuredData[0]).toMatchObject({
      '@type': 'LegalService',
      address: { streetAddress: '10 Main St, Suite 2', addressLocality: 'Auburn', postalCode: '98002' },
      geo: { latitude: 47.3073, longitude: -122.2285 },
      areaServed: [
        { '@type': 'City', name: 'Auburn' },
        { '@type': 'City', name: 'Algona' },
        { '@type': 'City', name: 'Pacific' },
      ],
    });
  });
});

describe('a fixture city with practice pages of its own', () => {
  const site = createSite({ ...siteData, offices: { ...siteData.offices, auburn: { ...auburn, hasPracticePages: true } } });
  const paths = site.pages.map((page) => page.path as string);

  it('gets every injury practice page, but the criminal-defense pages stay under the home office’s city', () => {
    for (const area of Object.values(siteData.practiceAreas)) expect(paths).toContain(`/auburn-wa/${area.slug}`);
    for (const area of Object.values(siteData.criminalAreas)) {
      expect(paths).not.toContain(`/auburn-wa/${area.slug}`);
      expect(paths).toContain(`/kent-wa/${area.slug}`);
    }
  });

  it('moves the criminal-defense pages, their menu entries and redirects with the home office', () => {
    const moved = createSite({ ...siteData, homeOffice: 'auburn', offices: { ...siteData.offices, auburn: { ...auburn, hasPracticePages: true } } });
    const movedPaths = moved.pages.map((page) => page.path as string);
    const redirects = Object.fromEntries(moved.redirects.map((redirect) => [redirect.from, redirect.to]));
    const criminalMenu = moved.navigation.en.practiceAreas.find((group) => group.label === 'Criminal Defense');
    for (const area of Object.values(siteData.criminalAreas)) {
      expect(movedPaths).toContain(`/auburn-wa/${area.slug}`);
      expect(movedPaths).not.toContain(`/kent-wa/${area.slug}`);
      expect(redirects[`/${area.slug}`]).toBe(`/auburn-wa/${area.slug}`);
      expect(criminalMenu?.items.map((item) => item.path)).toContain(`/auburn-wa/${area.slug}`);
    }
  });
});

describe('a fixture criminal-defense area added to data/criminal-areas', () => {
  const reckless: CriminalAreaData = {
    ...criminalAreas.dui,
    slug: 'reckless-driving-lawyer',
    // A new page's label goes in data/criminal-source-labels.ts too; the fixture stands in for one.
    sourceLabel: 'reckless-driving-defense-lawyer' as CriminalSourceLabel,
    navLabel: 'Reckless Driving',
    card: 'Charged with reckless driving in Kent? Here is what the charge means.',
    meta: { ...criminalAreas.dui.meta, title: 'Kent Reckless Driving Lawyer | Free Consultation' },
    structuredData: { serviceType: 'Reckless Driving Defense Lawyer' },
  };
  const site = createSite({ ...siteData, criminalAreas: { ...siteData.criminalAreas, reckless } });
  const path = '/kent-wa/reckless-driving-lawyer';
  const page = site.pages.find((candidate) => (candidate.path as string) === path);

  it('gets a page under the home office’s city, with its form starting at "Other" and its source label', () => {
    expect(page?.blocks[0]).toMatchObject({ type: 'practice-hero', sourceLabel: 'reckless-driving-defense-lawyer', formCaseType: 'Other' });
    expect(site.pages.map((candidate) => candidate.path as string)).not.toContain('/seattle-wa/reckless-driving-lawyer');
  });

  it('appears in the Criminal Defense menu group, the home page’s cards, both sitemaps, and answers its city-less address', () => {
    expect(site.navigation.en.practiceAreas.find((group) => group.label === 'Criminal Defense')?.items).toContainEqual({ name: 'Reckless Driving', path });
    const homeCards = site.pages.find((candidate) => candidate.path === '/')?.blocks.flatMap((block) => (block.type === 'case-type-cards' ? block.cards : []));
    expect(homeCards?.map((card) => card.path)).toContain(path);
    const sitemap = site.pages.find((candidate) => candidate.path === '/sitemap');
    const group = sitemap?.blocks
      .flatMap((block) => (block.type === 'sitemap-groups' ? block.groups : []))
      .find((candidate) => candidate.heading === 'Criminal Defense');
    expect(group?.links).toContainEqual({ label: 'Reckless Driving', path });
    expect(indexablePages(site.pages).map((candidate) => candidate.path)).toContain(path);
    expect(site.redirects).toContainEqual({ from: '/reckless-driving-lawyer', to: path });
  });

  it('carries its LegalService with its service type and its FAQ as FAQPage', () => {
    expect(page?.meta.structuredData).toEqual([
      expect.objectContaining({
        '@type': 'LegalService',
        makesOffer: [{ '@type': 'Offer', itemOffered: { '@type': 'Service', serviceType: 'Reckless Driving Defense Lawyer' } }],
      }),
      expect.objectContaining({ '@type': 'FAQPage' }),
    ]);
  });
});
