import type { Block } from '../../blocks';
import type { AttorneyData } from '../../data/types';

type SpotlightBlock = Extract<Block, { type: 'attorney-spotlight' }>;

/** An attorney-spotlight block for an attorney of data/attorneys.ts. */
export function spotlight(attorney: AttorneyData, heading: string, body: readonly string[], link: SpotlightBlock['link']): SpotlightBlock {
  return {
    type: 'attorney-spotlight',
    heading,
    body,
    name: attorney.name,
    title: attorney.title,
    initials: attorney.portrait.initials,
    alt: attorney.portrait.alt,
    link,
  };
}
