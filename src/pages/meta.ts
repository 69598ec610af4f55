import { firm } from '../../data/firm';
import type { PageMetaCopy } from '../../data/types';
import type { SitePath } from '../../blocks/ui/site-link';
import type { PageMeta, StructuredData } from './page-config';

/** A page's head metadata from its copy: canonical on the host the copy names (spec §1 quirk). */
export function pageMeta(copy: PageMetaCopy, path: SitePath, structuredData: readonly StructuredData[], robots?: 'noindex, nofollow'): PageMeta {
  return {
    title: copy.title,
    description: copy.description,
    keywords: copy.keywords.join(', '),
    canonical: `${firm.hosts[copy.canonicalHost]}${path}`,
    ...(robots ? { robots } : {}),
    structuredData,
  };
}
