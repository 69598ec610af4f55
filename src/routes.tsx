// The kinds of route the router's tree is made of: the root (the whole document), the configured
// pages, the old addresses that redirect, and the not-found page. The tree itself, one route per
// page and per redirect of pages.config.ts, is generated into src/routeTree.gen.ts.
import { createRootRouteWithContext, createRoute, notFound, useLocation, useRouteContext, type ErrorComponentProps } from '@tanstack/react-router';
import type { JSX } from 'react';
import { RenderBlocks } from '../blocks';
import { localeOfPath } from '../data/locales';
import { notFoundCopy } from '../data/not-found';
import { headFor, iconLinks, type Head } from './head';
import { themeColor } from './site-images';
import { AppError } from './layout/app-error';
import { Document } from './layout/document';
import { NotFound } from './layout/not-found';
import type { PageConfig, Site } from './pages/page-config';

export interface RouterContext {
  /** The stylesheet and the browser entry the document links to. */
  assets: { css: readonly string[]; scripts: readonly string[] };
  /** The site to render (pages.config.ts): given by whoever makes the router, so nothing here imports it back. */
  site: Site;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [{ charSet: 'utf-8' }, { name: 'viewport', content: 'width=device-width, initial-scale=1' }, { name: 'theme-color', content: themeColor }],
    links: iconLinks,
  }),
  component: Document,
  errorComponent: (props: ErrorComponentProps) => <AppError {...props} />,
});

/** Groups the configured pages (no path of its own): a link may point at its children only (blocks/ui/site-link.tsx). */
export const pagesRoute = createRoute({ getParentRoute: () => rootRoute, id: 'pages' });

/** Groups the old addresses; each throws a 301 to its page in beforeLoad. */
export const redirectsRoute = createRoute({ getParentRoute: () => rootRoute, id: 'redirects' });

/** The page the site configures at `path` (a route of the generated tree names only configured pages). */
function configuredPage(site: Site, path: string): PageConfig {
  const config = site.pages.find((page) => page.path === path);
  if (!config) throw new Error(`src/routeTree.gen.ts has a route for ${path}, which pages.config.ts does not configure: run npm run routes`);
  return config;
}

/**
 * The head and the blocks of the page configured at `path`, read from the site in the router's
 * context. Its type is written out: the route tree's type must not depend on the config's, whose
 * paths are the tree's own (SitePath).
 */
export function page(path: string): { head: (route: { match: { context: RouterContext } }) => Head; component: () => JSX.Element } {
  return {
    head: ({ match: { context } }) => headFor(configuredPage(context.site, path), (alternate) => configuredPage(context.site, alternate).meta.canonical),
    component: function ConfiguredPage() {
      const config = configuredPage(useRouteContext({ from: '__root__' }).site, path);
      return <RenderBlocks blocks={config.blocks} locale={config.locale} />;
    },
  };
}

/** The not-found page in the language of the address asked for. */
function NotFoundAtAddress() {
  const { pathname } = useLocation();
  return <NotFound locale={localeOfPath(pathname)} />;
}

/** Any other address: the not-found page, answered with 404 (spec §2), in the language the address is under. */
export const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  loader: () => {
    throw notFound();
  },
  head: ({ match }) => ({ meta: [{ title: notFoundCopy[localeOfPath(match.pathname)].title }, { name: 'robots', content: 'noindex' }] }),
  notFoundComponent: NotFoundAtAddress,
});
