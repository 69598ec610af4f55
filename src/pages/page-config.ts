// The shapes of pages.config.ts: a page (path, label, head metadata, ordered blocks), a redirect,
// the header's menus and the footer's links.
import type { FAQPage, JsonLdObject, LegalService, Person, WithContext } from 'schema-dts';
import type { Block } from '../../blocks';
import type { SitePath } from '../../blocks/ui/site-link';
import type { NavItem, SiteHeaderProps } from '../../blocks/islands/site-header';
import type { Locale } from '../../data/locales';

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
  /** A page for the firm's staff only (the intake page): never stored by a cache, never named in a Referer. */
  readonly private?: true;
  readonly structuredData: readonly StructuredData[];
}

export interface PageConfig {
  readonly path: SitePath;
  /** Link text for this page in menus and the human sitemap. */
  readonly label: string;
  readonly meta: PageMeta;
  readonly blocks: readonly Block[];
  /** The page's language (data/locales.ts). */
  readonly locale: Locale;
  /** The same page in each language it exists in, itself included, when it exists in more than one. */
  readonly alternates: Partial<Readonly<Record<Locale, SitePath>>>;
}

/** What a page template makes: the page before pages.config.ts gives it its language and twins. */
export type PageContent = Omit<PageConfig, 'locale' | 'alternates'>;

export interface RedirectConfig {
  readonly from: string;
  readonly to: SitePath;
}

/** The header's three menus, in one language. */
export type Navigation = Pick<SiteHeaderProps, 'home' | 'practiceAreas' | 'team' | 'areasWeServe'>;
export type { NavItem };

export interface Site {
  readonly pages: readonly PageConfig[];
  readonly redirects: readonly RedirectConfig[];
  /** The header's menus in each language: to the language's own page where it exists. */
  readonly navigation: Readonly<Record<Locale, Navigation>>;
  /** The site's own pages, as the footer names them, in each language. */
  readonly footer: Readonly<Record<Locale, readonly NavItem[]>>;
}
