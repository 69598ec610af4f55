import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { firm } from '../data/firm';
import { site } from '../pages.config';
import { createAppRouter, type RouterContext } from './router';

export type RenderAssets = RouterContext['assets'];

/**
 * Renders one path to a whole HTML document, with the status the router decided (200, 404, 500).
 * The browser does not hydrate the router (only islands, src/client/islands.ts), so no router
 * state is serialised into the page.
 */
export async function render(path: string, assets: RenderAssets): Promise<{ status: number; html: string }> {
  const router = createAppRouter({ assets });
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const { matches } = router.state;
  // Only the root matched: no page is configured at this path.
  const notFound = matches.length === 1 || matches.some((match) => match.status === 'notFound');
  const status = matches.some((match) => match.status === 'error') ? 500 : notFound ? 404 : 200;
  return { status, html: `<!DOCTYPE html>${renderToString(<RouterProvider router={router} />)}` };
}

export { site };
export { indexablePages } from '../pages.config';
export const primaryHost = firm.hosts.primary;
