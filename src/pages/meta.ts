import type { Block } from '../../blocks';
import type { SitePath } from '../../blocks/ui/site-link';
import { firm } from '../../data/firm';
import { defaultLocale, locales, type Locale } from '../../data/locales';
import type { PageMetaCopy } from '../../data/types';
import type { PageConfig, PageMeta, StructuredData } from './page-config';

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

/** Pages search engines should list: not noindex, and canonical to themselves (not a shared twin). */
export function indexablePages(pages: readonly PageConfig[]): readonly PageConfig[] {
  return pages.filter((page) => !page.meta.robots && new URL(page.meta.canonical).pathname === page.path);
}

/** One hreflang alternate: a language's twin at its canonical URL, or x-default. */
export interface Alternate {
  readonly hreflang: string;
  readonly href: string;
}

/**
 * A page's hreflang alternates, itself included, plus x-default (the English page), each at its
 * canonical URL; none for a page without twins. `canonicalOf` answers for any configured path.
 */
export function alternateLinks(page: PageConfig, canonicalOf: (path: string) => string): readonly Alternate[] {
  const entries = Object.entries(page.alternates) as [Locale, string][];
  if (entries.length < 2) return [];
  const english = page.alternates[defaultLocale];
  return [
    ...entries.map(([locale, path]) => ({ hreflang: locales[locale].hreflang, href: canonicalOf(path) })),
    ...(english ? [{ hreflang: 'x-default', href: canonicalOf(english) }] : []),
  ];
}

/**
 * The share image of a canonical address, on its host: /og/<path>.png (/og/index.png for the home
 * page). Pages that share a canonical address (a practice page in each city) share its image.
 */
export function shareImageUrl(canonical: string): string {
  const { origin, pathname } = new URL(canonical);
  return `${origin}/og${pathname === '/' ? '/index' : pathname}.png`;
}

/**
 * The page's h1, as its first heading block renders it. Sync point: a block type that renders the
 * h1 belongs here (tests/unit/share-images.test.ts holds each built page's h1 against this).
 */
export function pageHeadline(blocks: readonly Block[]): string {
  for (const block of blocks) {
    if (block.type === 'hero' || block.type === 'practice-hero') return block.headline;
    if (block.type === 'bio-hero') return block.name;
    if (block.type === 'page-intro' || block.type === 'intake-lead') return block.heading;
  }
  throw new Error(
    'The page has no block that renders its h1 (hero, practice-hero, bio-hero, page-intro, intake-lead): add it to pageHeadline() in src/pages/meta.ts',
  );
}

/** What a page's share image says, and where it is (src/build/og-images.ts draws it). */
export interface ShareCard {
  readonly url: string;
  /** The page's own headline: beside the og:title a share already shows, the card adds, not repeats. */
  readonly headline: string;
  readonly alt: string;
}

export function shareCard(page: PageConfig): ShareCard {
  const headline = pageHeadline(page.blocks);
  return { url: shareImageUrl(page.meta.canonical), headline, alt: `${firm.names.primary}: ${headline}` };
}
