import type { Block } from '../../blocks';
import type { SitePath } from '../../blocks/ui/site-link';
import { defaultLocale, type Locale } from '../../data/locales';
import type { LegalPageCopy } from '../../data/site-copy';
import { uiCopy } from '../../data/ui-copy';
import { pageMeta } from './meta';
import type { PageContent } from './page-config';

/** Terms, privacy, accessibility: their copy (in data/site-copy.ts, or a translation) as sections, then how to reach us. */
export function legalPage(path: SitePath, copy: LegalPageCopy, locale: Locale = defaultLocale): PageContent {
  const words = uiCopy[locale].templates;
  return {
    path,
    label: copy.heading,
    meta: pageMeta(copy.meta, path, []),
    blocks: [
      { type: 'page-intro', heading: copy.heading, updated: copy.updated, intro: copy.intro },
      ...copy.sections.map((section): Block => ({ type: 'content-section', ...section })),
      { type: 'contact-details', heading: words.legal.questions, hoursHeading: words.officeHours },
    ],
  };
}
