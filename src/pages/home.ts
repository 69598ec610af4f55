import { criminalDefenseHomeCopy } from '../../data/criminal-areas';
import { firm } from '../../data/firm';
import { staticPaths } from '../../data/paths';
import { homeCopy } from '../../data/site-copy';
import { testimonialsAreVerified, testimonialsSource } from '../../data/testimonials';
import type { Block } from '../../blocks';
import type { OfficeData } from '../../data/types';
import { pageMeta } from './meta';
import type { PageContent } from './page-config';
import { practicePath } from './paths';
import { callLabel, injuryFees, managingPartner, reviewsRating, type SiteData } from './site-data';
import { spotlight } from './spotlight';
import { firmLegalService } from './structured-data';

/**
 * The home page (copy: homeCopy in data/site-copy.ts): its practice tiles, its way in for people
 * facing charges (a card per criminal-defense page) and its map lead to the home office.
 */
export function homePage(homeOffice: OfficeData, data: SiteData): PageContent {
  const partner = managingPartner(data);
  if (!partner.externalSite) throw new Error('data/attorneys: the managing partner needs an external site');
  const criminalAreas = Object.values(data.criminalAreas);
  const facingCharges: Block[] = criminalAreas.length
    ? [
        {
          type: 'case-type-cards',
          ...criminalDefenseHomeCopy,
          cards: criminalAreas.map((area) => ({
            title: area.navLabel,
            text: area.card,
            path: practicePath(homeOffice.slug, area.slug),
            link: `Read the ${area.navLabel} page`,
          })),
        },
      ]
    : [];
  return {
    path: staticPaths.home,
    label: 'Home',
    meta: pageMeta(homeCopy.meta, staticPaths.home, [firmLegalService(data, homeOffice, homeCopy.meta.description)]),
    blocks: [
      { type: 'hero', anchor: 'home', ...homeCopy.hero, fees: injuryFees, callLabel: callLabel(data), rating: reviewsRating() },
      { type: 'settlement-carousel', ...homeCopy.settlements, items: data.settlements },
      {
        type: 'practice-tiles',
        ...homeCopy.practice,
        tiles: Object.entries(data.practiceAreas).map(([id, area]) => ({
          art: id,
          title: area.tile.title,
          path: practicePath(homeOffice.slug, area.slug),
        })),
      },
      ...facingCharges,
      spotlight(partner, homeCopy.spotlight.heading, homeCopy.spotlight.body, { kind: 'external', href: partner.externalSite }),
      { type: 'video', ...homeCopy.videos, videos: firm.videos.home },
      { type: 'form', heading: homeCopy.form.heading, intro: [homeCopy.form.intro], sourceLabel: 'home-page' },
      { type: 'banner', ...homeCopy.allStar, callLabel: 'Call the all-star team' },
      {
        type: 'testimonials',
        ...homeCopy.testimonials,
        items: data.testimonials.slice(0, 6),
        source: testimonialsAreVerified ? testimonialsSource.verified : testimonialsSource.sample,
      },
      { type: 'about-partner', ...homeCopy.aboutPartner },
      {
        type: 'map-directions',
        ...homeCopy.location,
        place: `${firm.names.primary}, ${homeOffice.city} office`,
        address: `${homeOffice.address.street}, ${homeOffice.address.city}, ${homeOffice.address.region} ${homeOffice.address.postalCode}`,
      },
    ],
  };
}
