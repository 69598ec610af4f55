import { staticPaths } from '../../data/paths';
import { aboutCopy } from '../../data/site-copy';
import { pageMeta } from './meta';
import type { PageContent } from './page-config';
import { attorneyPath } from './paths';
import { callLabel, firmFees } from './firm-people';
import type { SiteData } from './site-data';

/** The firm's story and values (aboutCopy in data/site-copy.ts), and a card per attorney. */
export function aboutPage(data: SiteData): PageContent {
  return {
    path: staticPaths.about,
    label: 'About the Firm',
    meta: pageMeta(aboutCopy.meta, staticPaths.about, []),
    blocks: [
      { type: 'hero', ...aboutCopy.hero, fees: firmFees(), callLabel: callLabel(data) },
      { type: 'content-section', ...aboutCopy.story },
      { type: 'stats', ...aboutCopy.values },
      {
        type: 'team-cards',
        ...aboutCopy.team,
        members: Object.values(data.attorneys).map((attorney) => ({
          name: attorney.name,
          title: attorney.title,
          initials: attorney.portrait.initials,
          alt: attorney.portrait.alt,
          blurb: attorney.teamBlurb,
          path: attorneyPath(attorney.slug),
        })),
      },
    ],
  };
}
