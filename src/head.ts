import type { AnyRouteMatch } from '@tanstack/react-router';
import { firm } from '../data/firm';
import { locales } from '../data/locales';
import { icons, shareImageSize } from './site-images';
import type { PageConfig } from './pages/page-config';
import { alternateLinks, shareCard } from './pages/meta';

export interface Head {
  meta: NonNullable<AnyRouteMatch['meta']>;
  links: NonNullable<AnyRouteMatch['links']>;
}

/**
 * A page's metadata as the router's head(): one title, one of each meta, canonical, the share
 * card (Open Graph, which X reads too) and the hreflang alternates of a page with twins. Its
 * JSON-LD is not here but at the end of its <main> (src/layout/document.tsx): search engines read
 * it anywhere, and in the head it stood before the first screen in the first round trip (issue 23).
 */
export function headFor(page: PageConfig, canonicalOf: (path: string) => string): Head {
  const { meta } = page;
  const card = shareCard(page);
  return {
    meta: [
      { title: meta.title },
      { name: 'description', content: meta.description },
      { name: 'keywords', content: meta.keywords },
      ...(meta.robots ? [{ name: 'robots', content: meta.robots }] : []),
      ...(meta.private ? [{ name: 'referrer', content: 'no-referrer' }] : []),
      { property: 'og:title', content: meta.title },
      { property: 'og:description', content: meta.description },
      { property: 'og:url', content: meta.canonical },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: firm.names.primary },
      { property: 'og:locale', content: locales[page.locale].ogLocale },
      { property: 'og:image', content: card.url },
      { property: 'og:image:width', content: String(shareImageSize.width) },
      { property: 'og:image:height', content: String(shareImageSize.height) },
      { property: 'og:image:alt', content: card.alt },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    links: [
      { rel: 'canonical', href: meta.canonical },
      ...alternateLinks(page, canonicalOf).map((alternate) => ({ rel: 'alternate', hrefLang: alternate.hreflang, href: alternate.href })),
    ],
  };
}

/**
 * Every document's icons (the root route's head): src/build/icons.ts draws each. The manifest is
 * linked after the first paint instead (src/layout/document.tsx), since Chromium fetches it as soon
 * as the link is parsed.
 */
export const iconLinks: Head['links'] = [
  { rel: 'icon', href: icons.ico.href, sizes: '32x32' },
  { rel: 'icon', href: icons.svg, type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: icons.appleTouch.href },
];
