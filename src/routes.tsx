// The kinds of route the router's tree is made of: the root (the whole document), the configured
// pages, the old addresses that redirect, and the not-found page. The tree itself, one route per
// page and per redirect of pages.config.ts, is generated into src/routeTree.gen.ts.
import { createRootRouteWithContext, createRoute, notFound, useLocation, type ErrorComponentProps } from '@tanstack/react-router';
import type { JSX } from 'react';
import { RenderBlocks } from '../blocks';
import { localeOfPath } from '../data/locales';
import { notFoundCopy } from '../data/not-found';
import { site } from '../pages.config';
import { headFor, iconLinks, type Head } from './head';
import { themeColor } from './site-images';
import { AppError } from './layout/app-error';
import { Document } from './layout/document';
import { NotFound } from './layout/not-found';

export interface RouterContext {
  /** The stylesheet and the browser entry the document links to. */
  assets: { css: readonly string[]; scripts: readonly string[] };
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: themeColor },
    ],
    links: iconLinks,
  }),
  component: Document,
  errorComponent: (props: ErrorComponentProps) => <AppError {...props} />,
});

/** Groups the configured pages (no path of its own): a link may point at its children only (blocks/ui/site-link.tsx). */
export const pagesRoute = createRoute({ getParentRoute: () => rootRoute, id: 'pages' });

/** Groups the old addresses; each throws a 301 to its page in beforeLoad. */
export const redirectsRoute = createRoute({ getParentRoute: () => rootRoute, id: 'redirects' });

const pagesByPath = new Map(site.pages.map((page) => [page.path as string, page]));

/** The canonical URL of a configured page (its alternates name each other by path). */
const canonicalOf = (path: string) => {
  const config = pagesByPath.get(path);
  if (!config) throw new Error(`An alternate names ${path}, which pages.config.ts does not configure`);
  return config.meta.canonical;
};

/**
 * The head and the blocks of the page configured at `path`. Its type is written out: the route
 * tree's type must not depend on the config's, whose paths are the tree's own (SitePath).
 */
export function page(path: string): { head: () => Head; component: () => JSX.Element } {
  const config = pagesByPath.get(path);
  if (!config) throw new Error(`src/routeTree.gen.ts has a route for ${path}, which pages.config.ts does not configure: run npm run routes`);
  return {
    head: () => headFor(config, canonicalOf),
    component: () => <RenderBlocks blocks={config.blocks} locale={config.locale} />,
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
