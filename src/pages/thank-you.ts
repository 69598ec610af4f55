import { staticPaths } from '../../data/paths';
import { thankYouCopy } from '../../data/site-copy';
import { pageMeta } from './meta';
import type { PageContent } from './page-config';

/** Where the form lands without JavaScript (copy: thankYouCopy in data/site-copy.ts). */
export function thankYouPage(): PageContent {
  return {
    path: staticPaths.thankYou,
    label: 'Thank You',
    meta: pageMeta(thankYouCopy.meta, staticPaths.thankYou, [], 'noindex, nofollow'),
    blocks: [
      { type: 'page-intro', heading: thankYouCopy.heading, intro: thankYouCopy.body },
      { type: 'contact-details', heading: 'Need us sooner?', hoursHeading: 'Office hours' },
    ],
  };
}
