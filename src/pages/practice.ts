import type { Block } from '../../blocks';
import type { PracticeFaq } from '../../data/content';
import { firm } from '../../data/firm';
import type { Locale } from '../../data/locales';
import { practiceGroups, type PracticeGroupId } from '../../data/practice-groups';
import { uiCopy } from '../../data/ui-copy';
import type { OfficeData, PracticePageData } from '../../data/types';
import { pageMeta } from './meta';
import type { PageContent } from './page-config';
import { attorneyPath, localePath, practicePath } from './paths';
import { callLabel, contactAttorney, groupFees, reviewsRating } from './firm-people';
import { summaryIn } from './in-language';
import type { SiteData } from './site-data';
import { spotlight } from './spotlight';
import { faqPage, practiceLegalService } from './structured-data';

const faqBlock = ({ style, ...faq }: PracticeFaq): Block => (style === 'accordion' ? { type: 'faq-accordion', ...faq } : { type: 'faq', ...faq });

/**
 * A practice area's page in one city. Its copy (meta, hero, body, FAQ, closing) is the area's file
 * in data/practice/ or data/criminal/: the truck page's FAQ is `faq` in data/practice/truck-accident.ts.
 * Every practice city shows the same page (spec §2): same blocks, canonical to the home office's.
 * Both practice groups use this template; what differs between them is in data/practice-groups.ts.
 * A translation (data/translations.ts) is the same page in its language, under its prefix.
 */
export function practicePage(
  area: PracticePageData,
  city: OfficeData,
  homeOffice: OfficeData,
  data: SiteData,
  groupId: PracticeGroupId,
  locale: Locale = 'en',
): PageContent {
  const group = practiceGroups[groupId];
  const copy = uiCopy[locale];
  const canonicalPath = localePath(locale, practicePath(homeOffice.slug, area.slug));
  const { ratingLine, ...hero } = area.hero;
  const rating = reviewsRating(locale);
  // The firm's practice video is about injuries: a page of a group without it shows its own or none.
  const video = area.video ?? (group.showsPracticeVideo ? { youtubeId: firm.videos.practice.youtubeId, ...copy.practiceVideo } : undefined);
  // The form starts at the page's own case type (an injury area's), else at its group's ("Other" for a criminal page).
  const formCaseType = 'caseType' in area ? area.caseType : group.formCaseType;
  return {
    path: localePath(locale, practicePath(city.slug, area.slug)),
    label: area.navLabel,
    meta: pageMeta(area.meta, canonicalPath, [practiceLegalService(area, canonicalPath, data, locale), faqPage(area.faq, locale)]),
    blocks: [
      {
        type: 'practice-hero',
        ...hero,
        rating: ratingLine ? { ...rating, line: ratingLine } : rating,
        fees: groupFees(groupId, locale),
        callLabel: callLabel(data, locale, groupId),
        sourceLabel: area.sourceLabel,
        ...(formCaseType && { formCaseType }),
        ...(group.formNotice !== 'notice' && { formNotice: group.formNotice }),
      },
      ...area.body.map((block): Block => {
        if (block.type !== 'attorney-spotlight') return block;
        const attorney = block.attorney ? data.attorneys[block.attorney] : contactAttorney(data, groupId);
        if (!attorney) throw new Error(`${area.slug}: unknown attorney ${block.attorney}`);
        return spotlight(attorney, block.heading, block.body, { kind: 'bio', path: attorneyPath(attorney.slug) }, summaryIn(data, attorney, locale, area));
      }),
      ...(video ? [{ type: 'video', heading: video.heading, videos: [{ youtubeId: video.youtubeId, title: video.title }] } as const] : []),
      faqBlock(area.faq),
      { type: 'cta', ...area.closing },
    ],
  };
}
