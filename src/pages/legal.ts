import type { Block } from '../../blocks';
import type { SitePath } from '../../blocks/ui/site-link';
import type { LegalPageCopy } from '../../data/site-copy';
import { pageMeta } from './meta';
import type { PageContent } from './page-config';

/** Terms, privacy, accessibility: their copy (in data/site-copy.ts) as sections, then how to reach us. */
export function legalPage(path: SitePath, copy: LegalPageCopy): PageContent {
  return {
    path,
    label: copy.heading,
    meta: pageMeta(copy.meta, path, []),
    blocks: [
      { type: 'page-intro', heading: copy.heading, updated: copy.updated, intro: copy.intro },
      ...copy.sections.map((section): Block => ({ type: 'content-section', ...section })),
      { type: 'contact-details', heading: 'Questions? Reach us', hoursHeading: 'Office hours' },
    ],
  };
}
