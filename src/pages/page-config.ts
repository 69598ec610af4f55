// The shapes of pages.config.ts: a page (path, label, head metadata, ordered blocks), a redirect,
// the header's menus and the footer's links.
import type { Block } from '../../blocks';
import type { SitePath } from '../../blocks/ui/site-link';

export type StructuredData = Readonly<Record<string, unknown>>;

export interface PageMeta {
  readonly title: string;
  readonly description: string;
  readonly keywords: string;
  readonly canonical: string;
  readonly robots?: 'noindex, nofollow';
  readonly structuredData: readonly StructuredData[];
}

export interface PageConfig {
  readonly path: SitePath;
  /** Link text for this page in menus and the human sitemap. */
  readonly label: string;
  readonly meta: PageMeta;
  readonly blocks: readonly Block[];
}

export interface RedirectConfig {
  readonly from: string;
  readonly to: SitePath;
}

export interface NavItem {
  readonly name: string;
  readonly path: SitePath;
}

/** The header's three menus. */
export interface Navigation {
  readonly practiceAreas: readonly NavItem[];
  readonly team: readonly NavItem[];
  readonly areasWeServe: readonly NavItem[];
}

export interface Site {
  readonly pages: readonly PageConfig[];
  readonly redirects: readonly RedirectConfig[];
  readonly navigation: Navigation;
  /** The site's own pages, as the footer names them. */
  readonly footer: readonly NavItem[];
}
