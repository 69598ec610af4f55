import type { AnyRouteMatch } from '@tanstack/react-router';
import type { PageMeta } from './pages/page-config';

export interface Head {
  meta: NonNullable<AnyRouteMatch['meta']>;
  links: NonNullable<AnyRouteMatch['links']>;
}

/** A page's metadata as the router's head(): one title, one of each meta, canonical and JSON-LD. */
export function headFor(meta: PageMeta): Head {
  return {
    meta: [
      { title: meta.title },
      { name: 'description', content: meta.description },
      { name: 'keywords', content: meta.keywords },
      ...(meta.robots ? [{ name: 'robots', content: meta.robots }] : []),
      { property: 'og:title', content: meta.title },
      { property: 'og:description', content: meta.description },
      { property: 'og:url', content: meta.canonical },
      { property: 'og:type', content: 'website' },
      // The router serialises these into <script type="application/ld+json">, escaping `<`. The cast:
      // react-router types meta entries as React's <meta> props, which lack router-core's JSON-LD entry.
      ...meta.structuredData.map((data) => ({ 'script:ld+json': data }) as Head['meta'][number]),
    ],
    links: [{ rel: 'canonical', href: meta.canonical }],
  };
}
