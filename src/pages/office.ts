import type { SitePath } from '../../blocks/ui/site-link';
import { firm } from '../../data/firm';
import { defaultLocale, type Locale } from '../../data/locales';
import { uiCopy } from '../../data/ui-copy';
import type { OfficeData } from '../../data/types';
import { callLabel, groupFees, reviewsRating } from './firm-people';
import { linkedPageIn } from './in-language';
import { pageMeta } from './meta';
import type { PageContent } from './page-config';
import type { SiteData } from './site-data';
import { officeLegalService } from './structured-data';

/**
 * An office's page, /<city>/personal-injury-lawyer, from its entry in data/offices.ts; in another
 * language, with the words of its translation (data/translations.ts) at the segment they give: both
 * as src/pages/in-language.ts pageIn answers them. Its case-type cards link to the city's own
 * practice pages, or to the home office's where the city has none, in the page's language where
 * they are translated.
 */
export function officePage(office: OfficeData, path: SitePath, homeOffice: OfficeData, data: SiteData, locale: Locale = defaultLocale): PageContent {
  const practiceCity = office.hasPracticePages ? office : homeOffice;
  const ui = uiCopy[locale].templates.office;
  return {
    path,
    label: ui.label(office.city),
    meta: pageMeta(office.meta, path, [officeLegalService(office, path, locale)], office.indexable ? undefined : 'noindex, nofollow'),
    blocks: [
      { type: 'hero', ...office.hero, fees: groupFees('injury', locale), callLabel: callLabel(data, locale), rating: reviewsRating(locale) },
      { type: 'content-section', ...office.localAdvocates },
      {
        type: 'case-type-cards',
        heading: ui.cases(office.city),
        cards: office.caseTypes.map((card) => {
          const { page: area, path: areaPath } = linkedPageIn(data, 'practiceAreas', card.practice, locale, practiceCity);
          return { title: area.tile.title, text: card.text, path: areaPath, link: ui.moreAbout(area.tile.title) };
        }),
      },
      {
        type: 'communities',
        heading: ui.communities(office.city),
        intro: ui.communitiesIntro(office.city),
        communities: office.communities,
      },
      {
        type: 'office-contact',
        heading: ui.contact(office.city),
        officeName: `${firm.names[office.firmName]}, ${office.city}`,
        address: office.address,
        available247: office.available247,
        sourceLabel: office.sourceLabel,
      },
    ],
  };
}
