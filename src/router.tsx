// The router tree, generated from pages.config.ts (through the virtual modules of
// src/build/site-plugin.ts): one route a configured page, one a redirect.
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  redirect,
  useLoaderData,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { routes, redirects } from 'virtual:site-routes';
import { RenderBlocks } from '../blocks';
import { site, type PageConfig } from '../pages.config';
import { AppError } from './layout/app-error';
import { Document } from './layout/document';
import { NotFound } from './layout/not-found';
import { headFor } from './head';

export type PageData = Pick<PageConfig, 'meta' | 'blocks'>;

export interface RouterContext {
  /** The stylesheet and the browser entry the document links to. */
  assets: { css: readonly string[]; scripts: readonly string[] };
}

const pagesByPath = new Map(site.pages.map((page) => [page.path as string, page]));
const redirectTargets = new Map(redirects.map((entry) => [entry.from, entry.to]));

const rootRoute = createRootRouteWithContext<RouterContext>()({
  // Old addresses (spec §2) are replaced by their page, as a 301 on the server.
  beforeLoad: ({ location }) => {
    const to = redirectTargets.get(location.pathname);
    if (to) throw redirect({ to, replace: true, statusCode: 301 });
  },
  head: ({ matches }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#991b1b' },
      ...(matches.length === 1 ? [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }] : []),
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  }),
  component: Document,
  notFoundComponent: NotFound,
  errorComponent: (props: ErrorComponentProps) => <AppError {...props} />,
});

const pageRoutes = routes.map((page) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: page.path,
    loader: (): PageData => {
      const config = pagesByPath.get(page.path);
      if (!config) throw new Error(`No page is configured at ${page.path}`);
      return { meta: config.meta, blocks: config.blocks };
    },
    head: ({ loaderData }) => (loaderData ? headFor(loaderData.meta) : {}),
    component: Page,
  }),
);

function Page() {
  const page: PageData = useLoaderData({ strict: false });
  return <RenderBlocks blocks={page.blocks} />;
}

const routeTree = rootRoute.addChildren(pageRoutes);

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultStaleTime: Infinity,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
