import { firm } from '../../data/firm';
import { defaultLocale, type Locale } from '../../data/locales';
import { uiCopy } from '../../data/ui-copy';
import type { OfficeData, OfficeWords } from '../../data/types';
import { pageMeta } from './meta';
import type { PageContent } from './page-config';
import { areaPageIn, callLabel, groupFees, officePagePath, reviewsRating, type SiteData } from './site-data';
import { officeLegalService } from './structured-data';

/**
 * An office's page, /<city>/personal-injury-lawyer, from its entry in data/offices.ts; in another
 * language, with the words of its translation (data/translations.ts) at the segment they give.
 * Its case-type cards link to the city's own practice pages, or to the home office's where the
 * city has none, in the page's language where they are translated.
 */
export function officePage(office: OfficeData, homeOffice: OfficeData, data: SiteData, locale: Locale = defaultLocale, translated?: OfficeWords): PageContent {
  const words: Omit<OfficeWords, 'pageSlug'> = translated ?? office;
  const path = officePagePath(office, locale, translated);
  const practiceCity = office.hasPracticePages ? office : homeOffice;
  const ui = uiCopy[locale].templates.office;
  return {
    path,
    label: ui.label(office.city),
    meta: pageMeta(words.meta, path, [officeLegalService({ ...office, ...words }, path, locale)], office.indexable ? undefined : 'noindex, nofollow'),
    blocks: [
      { type: 'hero', ...words.hero, fees: groupFees('injury', locale), callLabel: callLabel(data, locale), rating: reviewsRating(locale) },
      { type: 'content-section', ...words.localAdvocates },
      {
        type: 'case-type-cards',
        heading: ui.cases(office.city),
        cards: words.caseTypes.map((card) => {
          const { area, path: areaPath } = areaPageIn(data, 'practiceAreas', card.practice, practiceCity, locale);
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
        sourceLabel: words.sourceLabel,
      },
    ],
  };
}
