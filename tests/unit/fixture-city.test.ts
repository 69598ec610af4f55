// Adding a city is a data change: this adds one to a copy of the data and checks that its office
// page, menu entry, sitemap entries and structured data all appear, with no code change.
import { describe, expect, it } from 'vitest';
import { offices } from '../../data/offices';
import type { OfficeData } from '../../data/types';
import { createSite, indexablePages, siteData } from '../../pages.config';

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
    expect(site.navigation.areasWeServe).toContainEqual({ name: 'Auburn', path: '/auburn-wa/personal-injury-lawyer' });
  });

  it('appears in the human sitemap and the search-engine sitemap', () => {
    const sitemap = site.pages.find((candidate) => candidate.path === '/sitemap');
    const other = sitemap?.blocks.flatMap((block) => (block.type === 'sitemap-groups' ? block.groups : []))
      .find((group) => group.heading === 'Other Washington Locations');
    expect(other?.links.map((link) => link.path)).toContain('/auburn-wa/personal-injury-lawyer');
    expect(indexablePages(site.pages).map((candidate) => candidate.path)).toContain('/auburn-wa/personal-injury-lawyer');
  });

  it('carries its own structured data: address, geo, communities', () => {
    expect(page?.meta.structuredData[0]).toMatchObject({
      '@type': 'LegalService',
      address: { streetAddress: '10 Main St, Suite 2', addressLocality: 'Auburn', postalCode: '98002' },
      geo: { latitude: 47.3073, longitude: -122.2285 },
      areaServed: [{ '@type': 'City', name: 'Auburn' }, { '@type': 'City', name: 'Algona' }, { '@type': 'City', name: 'Pacific' }],
    });
  });
});
