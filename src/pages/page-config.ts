// The shapes of pages.config.ts: a page (path, label, head metadata, ordered blocks), a redirect,
// the header's menus and the footer's links.
import type { FAQPage, JsonLdObject, LegalService, Person, WithContext } from 'schema-dts';
import type { Block } from '../../blocks';
import type { SitePath } from '../../blocks/ui/site-link';
import type { NavItem, SiteHeaderProps } from '../../blocks/islands/site-header';

/** A top-level JSON-LD node of type T: schema-dts also allows a bare URL string, never one here. */
export type JsonLd<T extends JsonLdObject | string> = WithContext<Exclude<T, string>>;
/** The JSON-LD a page carries (src/pages/structured-data.ts builds each). */
export type StructuredData = JsonLd<LegalService | FAQPage | Person>;

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

/** The header's three menus: exactly what the header island takes as props. */
export type Navigation = SiteHeaderProps;
export type { NavItem };

export interface Site {
  readonly pages: readonly PageConfig[];
  readonly redirects: readonly RedirectConfig[];
  readonly navigation: Navigation;
  /** The site's own pages, as the footer names them. */
  readonly footer: readonly NavItem[];
}
