import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import { firm } from '../data/firm';
import { site } from '../pages.config';
import { createAppRouter } from './router';

const pagesByPath = new Map(site.pages.map((page) => [page.path as string, page]));

export interface RenderAssets {
  scripts: readonly string[];
  css: readonly string[];
  /** The chunks of the page's block renderers, fetched alongside the entry. */
  preloads: readonly string[];
}

/** Renders one path to a whole HTML document, with the status the router decided (200, 404, 500). */
export async function render(path: string, assets: RenderAssets): Promise<{ status: number; html: string }> {
  const request = new Request(new URL(path, 'http://localhost'));
  const handler = createRequestHandler({
    request,
    createRouter: () =>
      createAppRouter({
        loadPage: async (pagePath) => {
          const page = pagesByPath.get(pagePath);
          if (!page) throw new Error(`No page is configured at ${pagePath}`);
          return { meta: page.meta, blocks: page.blocks };
        },
      }),
    getRouterManifest: () => ({
      routes: {
        __root__: {
          css: [...assets.css],
          preloads: [...assets.preloads],
          scripts: assets.scripts.map((src) => ({ attrs: { type: 'module', src, async: true } })),
        },
      },
    }),
  });
  const response = await handler(({ responseHeaders, router }) =>
    renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> }),
  );
  return { status: response.status, html: await response.text() };
}

export { site };
export { indexablePages } from '../pages.config';
export const primaryHost = firm.hosts.primary;
