import type { Block } from '../../blocks';
import type { AttorneySummary } from '../../data/translations';
import type { AttorneyData } from '../../data/types';

type SpotlightBlock = Extract<Block, { type: 'attorney-spotlight' }>;

/**
 * An attorney-spotlight block for an attorney of data/attorneys.ts. On a translated page, `summary`
 * (data/translations.ts) gives the title, a short summary and the portrait's description in the
 * page's language, as the bio it links to is in English.
 */
export function spotlight(
  attorney: AttorneyData,
  heading: string,
  body: readonly string[],
  link: SpotlightBlock['link'],
  summary?: AttorneySummary,
): SpotlightBlock {
  return {
    type: 'attorney-spotlight',
    heading,
    body,
    name: attorney.name,
    title: summary?.title ?? attorney.title,
    ...(summary && { summary: summary.summary }),
    initials: attorney.portrait.initials,
    alt: summary?.portraitAlt ?? attorney.portrait.alt,
    link,
  };
}
