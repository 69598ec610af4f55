import { criminalDefenseHomeCopy } from '../../data/criminal-areas';
import { firm } from '../../data/firm';
import { defaultLocale, isTranslated, type Locale } from '../../data/locales';
import { sitePagesCopy } from '../../data/site-copy';
import { resultsAreVerified, resultsSource } from '../../data/settlements';
import { testimonialsAreVerified, testimonialsSource } from '../../data/testimonials';
import { uiCopy } from '../../data/ui-copy';
import type { Block } from '../../blocks';
import type { SampleGatedCopy, SectionIntroCopy } from '../../data/site-copy';
import type { OfficeData } from '../../data/types';
import { pageMeta } from './meta';
import type { PageContent } from './page-config';
import { staticPathIn } from './paths';
import { callLabel, firmFees, managingPartner, reviewsRating } from './firm-people';
import { linkedPageIn, summaryIn, translationOf, withWords } from './in-language';
import type { SiteData } from './site-data';
import { spotlight } from './spotlight';
import { firmLegalService } from './structured-data';

/** A sample-gated section's heading and intro: its sample words until its items are verified. */
const sectionWords = ({ asSamples, ...words }: SampleGatedCopy, verified: boolean): SectionIntroCopy => (verified ? words : asSamples);

/**
 * The home page (copy: homeCopy in data/site-copy.ts, or its translation): its practice tiles, its
 * way in for people facing charges (a card per criminal-defense page) and its map lead to the home
 * office. In another language, each tile and card links to the page in that language where there
 * is one (data/translations.ts), else to the English page.
 */
export function homePage(homeOffice: OfficeData, data: SiteData, locale: Locale = defaultLocale): PageContent {
  const translation = isTranslated(locale) ? translationOf(data, locale) : undefined;
  const copy = translation?.sitePages.home ?? sitePagesCopy.home;
  const words = uiCopy[locale].templates;
  const path = staticPathIn(locale, 'home');
  const partner = managingPartner(data);
  if (!partner.externalSite) throw new Error('data/attorneys: the managing partner needs an external site');
  const criminalAreas = Object.keys(data.criminalAreas).map((id) => linkedPageIn(data, 'criminalAreas', id, locale, homeOffice));
  const facingCharges: Block[] = criminalAreas.length
    ? [
        {
          type: 'case-type-cards',
          ...(translation?.facingCharges ?? criminalDefenseHomeCopy),
          cards: criminalAreas.map(({ page: area, path: areaPath }) => ({
            title: area.navLabel,
            text: area.card,
            path: areaPath,
            link: words.home.readArea(area.navLabel),
          })),
        },
      ]
    : [];
  const testimonials = translation ? withWords(data.testimonials, translation.testimonials.items) : data.testimonials;
  const sources = translation?.testimonials.source ?? testimonialsSource;
  const summary = summaryIn(data, partner, locale);
  return {
    path,
    label: words.labels.home,
    meta: pageMeta(copy.meta, path, [firmLegalService(data, homeOffice, copy.meta.description, `${firm.hosts[copy.meta.canonicalHost]}${path}`, locale)]),
    blocks: [
      { type: 'hero', anchor: 'home', ...copy.hero, fees: firmFees(locale), callLabel: callLabel(data, locale), rating: reviewsRating(locale) },
      {
        type: 'settlement-carousel',
        ...sectionWords(copy.settlements, resultsAreVerified),
        source: (translation?.settlementsSource ?? resultsSource)[resultsAreVerified ? 'verified' : 'sample'],
        items: translation
          ? withWords(data.settlements, translation.settlements).map((item) => ({ ...item, amount: translation.settlementAmount(item.amount) }))
          : data.settlements,
      },
      {
        type: 'practice-tiles',
        ...copy.practice,
        tiles: Object.keys(data.practiceAreas).map((id) => {
          const { page: area, path: areaPath } = linkedPageIn(data, 'practiceAreas', id, locale, homeOffice);
          return { art: id, title: area.tile.title, path: areaPath };
        }),
      },
      ...facingCharges,
      spotlight(partner, copy.spotlight.heading, copy.spotlight.body, { kind: 'external', href: partner.externalSite }, summary),
      {
        type: 'video',
        ...copy.videos,
        videos: firm.videos.home.map((video, index) => ({ ...video, title: translation?.homeVideoTitles[index] ?? video.title })),
      },
      { type: 'form', heading: copy.form.heading, intro: [copy.form.intro], sourceLabel: copy.form.sourceLabel },
      { type: 'banner', ...copy.allStar, callLabel: words.home.allStarCall },
      {
        type: 'testimonials',
        ...sectionWords(copy.testimonials, testimonialsAreVerified),
        items: testimonials.slice(0, 6),
        source: testimonialsAreVerified ? sources.verified : sources.sample,
      },
      { type: 'about-partner', ...copy.aboutPartner },
      {
        type: 'map-directions',
        ...copy.location,
        place: words.home.officePlace(firm.names.primary, homeOffice.city),
        address: `${homeOffice.address.street}, ${homeOffice.address.city}, ${homeOffice.address.region} ${homeOffice.address.postalCode}`,
      },
    ],
  };
}
