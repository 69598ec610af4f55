import { RouterProvider, type AnyRoute } from '@tanstack/react-router';
import { createRequestHandler, getSsrStatus } from '@tanstack/react-router/ssr/server';
import { renderToString } from 'react-dom/server';
import { firm } from '../data/firm';
import { indexablePages, site } from '../pages.config';
import { alternateLinks, shareCard, type Alternate, type ShareCard } from './pages/meta';
import { createAppRouter } from './router';
import { notFoundRoute, type RouterContext } from './routes';

export type RenderAssets = RouterContext['assets'];

/**
 * The router's answer for one address, as a web Response: a page or the not-found page as a whole
 * HTML document with the status the router decided (200, 404, 500), or a redirect route's 301 and
 * its Location. The browser does not hydrate the router (only islands, src/client/islands.ts), so
 * the document carries no router state.
 */
export function render(path: string, assets: RenderAssets): Promise<Response> {
  const handle = createRequestHandler({
    request: new Request(new URL(path, 'http://localhost')),
    createRouter: () => createAppRouter({ assets }),
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
export const routePaths: readonly string[] = leaves(createAppRouter({ assets: { css: [], scripts: [] } }).routeTree)
  .filter((route) => route !== notFoundRoute)
  .map((route) => route.fullPath);

/**
 * The pages to list in sitemap.xml (pages.config.ts decides which are indexable), each at its
 * canonical URL: on the host the page names (firm.hosts, a quirk the spec keeps), as its
 * <link rel=canonical> says, with its hreflang alternates (xhtml:link).
 */
const canonicalOf = (path: string) => site.pages.find((page) => page.path === path)?.meta.canonical ?? path;
export const sitemapUrls: Readonly<Record<string, { loc: string; alternates: readonly Alternate[] }>> = Object.fromEntries(
  indexablePages(site.pages).map((page) => [page.path, { loc: page.meta.canonical, alternates: alternateLinks(page, canonicalOf) }]),
);
export const primaryHost = firm.hosts.primary;

/** What each page's share image says, and its address (src/build/og-images.ts draws them). */
export const shareCards: readonly ShareCard[] = site.pages.map(shareCard);
