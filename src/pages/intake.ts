import { intakePageCopy } from '../../data/intake-page-copy';
import { staticPaths } from '../../data/paths';
import { pageMeta } from './meta';
import type { PageContent } from './page-config';

/** The firm's page for one lead, opened from an intake text's or email's link: out of search, caches and the sitemap. */
export function intakePage(): PageContent {
  return {
    path: staticPaths.intake,
    label: intakePageCopy.label,
    meta: { ...pageMeta(intakePageCopy.meta, staticPaths.intake, [], 'noindex, nofollow'), private: true },
    blocks: [{ type: 'intake-lead', heading: intakePageCopy.heading }],
  };
}
