import { RouterProvider, type AnyRoute } from '@tanstack/react-router';
import { createRequestHandler, getSsrStatus } from '@tanstack/react-router/ssr/server';
import { renderToString } from 'react-dom/server';
import { firm } from '../data/firm';
import { alternateLinks, indexablePages, shareCard, type Alternate, type ShareCard } from './pages/meta';
import type { Site } from './pages/page-config';
import { createAppRouter } from './router';
import { notFoundRoute, type RouterContext } from './routes';

// The server entry renders the site it is given (pages.config.ts, which the pre-render and the dev
// server load beside it), so nothing under src/ imports the config back.

export type RenderAssets = RouterContext['assets'];

/**
 * The router's answer for one address, as a web Response: a page or the not-found page as a whole
 * HTML document with the status the router decided (200, 404, 500), or a redirect route's 301 and
 * its Location. The browser does not hydrate the router (only islands, src/client/islands.ts), so
 * the document carries no router state.
 */
export function render(site: Site, path: string, assets: RenderAssets): Promise<Response> {
  const handle = createRequestHandler({
    request: new Request(new URL(path, 'http://localhost')),
    createRouter: () => createAppRouter({ assets, site }),
  });
  return handle(({ router, responseHeaders }) => {
    const html = `<!DOCTYPE html>${renderToString(<RouterProvider router={router} />)}`;
    return new Response(html, { status: getSsrStatus(router), headers: responseHeaders });
  });
}

const leaves = (route: AnyRoute): AnyRoute[] => (route.children ? Object.values(route.children as Record<string, AnyRoute>).flatMap(leaves) : [route]);

/**
 * Every address the router has a route of its own for (pages, then redirects), in the order of its
 * tree. A route knows its full path once a router has been made over the tree.
 */
export function routePaths(site: Site): readonly string[] {
  return leaves(createAppRouter({ assets: { css: [], scripts: [] }, site }).routeTree)
    .filter((route) => route !== notFoundRoute)
    .map((route) => route.fullPath);
}

/**
 * The pages to list in sitemap.xml (src/pages/meta.ts indexablePages), each at its canonical URL:
 * on the host the page names (firm.hosts, a quirk the spec keeps), as its <link rel=canonical>
 * says, with its hreflang alternates (xhtml:link).
 */
export function sitemapUrls(site: Site): Readonly<Record<string, { loc: string; alternates: readonly Alternate[] }>> {
  const canonicalOf = (path: string) => site.pages.find((page) => page.path === path)?.meta.canonical ?? path;
  return Object.fromEntries(indexablePages(site.pages).map((page) => [page.path, { loc: page.meta.canonical, alternates: alternateLinks(page, canonicalOf) }]));
}

export const primaryHost = firm.hosts.primary;

/** What each page's share image says, and its address (src/build/og-images.ts draws them). */
export const shareCards = (site: Site): readonly ShareCard[] => site.pages.map(shareCard);
