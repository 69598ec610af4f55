import { firm } from '../../data/firm';
import type { OfficeData } from '../../data/types';
import { pageMeta } from './meta';
import type { PageContent } from './page-config';
import { officePath, practicePath } from './paths';
import { callLabel, injuryFees, reviewsRating, type SiteData } from './site-data';
import { officeLegalService } from './structured-data';

/**
 * An office's page, /<city>/personal-injury-lawyer, from its entry in data/offices.ts. Its case-type
 * cards link to the city's own practice pages, or to the home office's where the city has none.
 */
export function officePage(office: OfficeData, homeOffice: OfficeData, data: SiteData): PageContent {
  const path = officePath(office.slug);
  const practiceCity = office.hasPracticePages ? office : homeOffice;
  return {
    path,
    label: `${office.city} Personal Injury Lawyer`,
    meta: pageMeta(office.meta, path, [officeLegalService(office, path)], office.indexable ? undefined : 'noindex, nofollow'),
    blocks: [
      { type: 'hero', ...office.hero, fees: injuryFees, callLabel: callLabel(data), rating: reviewsRating() },
      { type: 'content-section', ...office.localAdvocates },
      {
        type: 'case-type-cards',
        heading: `Cases we handle in ${office.city}`,
        cards: office.caseTypes.map((card) => {
          const area = data.practiceAreas[card.practice];
          if (!area) throw new Error(`${office.city}: unknown practice area ${card.practice}`);
          return { title: area.tile.title, text: card.text, path: practicePath(practiceCity.slug, area.slug), link: `More about ${area.tile.title.toLowerCase()}` };
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
