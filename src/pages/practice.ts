import type { Block } from '../../blocks';
import type { PracticeFaq } from '../../data/content';
import { firm } from '../../data/firm';
import type { OfficeData, PracticeAreaData } from '../../data/types';
import { pageMeta } from './meta';
import type { PageConfig } from './page-config';
import { attorneyPath, practicePath } from './paths';
import { callLabel, injuryFees, reviewsRating, type SiteData } from './site-data';
import { spotlight } from './spotlight';
import { faqPage, practiceLegalService } from './structured-data';

const faqBlock = ({ style, ...faq }: PracticeFaq): Block =>
  style === 'accordion' ? { type: 'faq-accordion', ...faq } : { type: 'faq', ...faq };

/**
 * A practice area's page in one city. Its copy (meta, hero, body, FAQ, closing) is the area's file
 * in data/practice/: the truck page's FAQ is `faq` in data/practice/truck-accident.ts. Every
 * practice city shows the same page (spec §2): same blocks, canonical to the home office's.
 */
export function practicePage(area: PracticeAreaData, city: OfficeData, homeOffice: OfficeData, data: SiteData): PageConfig {
  const canonicalPath = practicePath(homeOffice.slug, area.slug);
  const { ratingLine, ...hero } = area.hero;
  const video = area.video ?? firm.videos.practice;
  return {
    path: practicePath(city.slug, area.slug),
    label: area.navLabel,
    meta: pageMeta(area.meta, canonicalPath, [practiceLegalService(area, canonicalPath, data), faqPage(area.faq)]),
    blocks: [
      {
        type: 'practice-hero',
        ...hero,
        rating: ratingLine ? { ...reviewsRating, line: ratingLine } : reviewsRating,
        fees: injuryFees,
        callLabel: callLabel(data),
        sourceLabel: area.sourceLabel,
      },
      ...area.body.map((block): Block => {
        if (block.type !== 'attorney-spotlight') return block;
        const attorney = data.attorneys[block.attorney];
        if (!attorney) throw new Error(`${area.slug}: unknown attorney ${block.attorney}`);
        return spotlight(attorney, block.heading, block.body, { kind: 'bio', path: attorneyPath(attorney.slug) });
      }),
      { type: 'video', heading: video.heading, videos: [{ youtubeId: video.youtubeId, title: video.title }] },
      faqBlock(area.faq),
      { type: 'cta', ...area.closing },
    ],
  };
}
