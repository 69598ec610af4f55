import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { loadBlockRenderers, RenderBlocks, type Block } from '../../blocks';

/** Renders UI inside a real router (links need one), at `/`. */
export async function renderWithRouter(ui: () => ReactNode) {
  const rootRoute = createRootRoute();
  const index = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <>{ui()}</> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([index]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  return render(<RouterProvider router={router} />);
}

/** Renders blocks the way a page does: their renderers' chunks loaded first, then inside a router. */
export async function renderBlocks(blocks: readonly Block[]) {
  await loadBlockRenderers(blocks);
  return renderWithRouter(() => <RenderBlocks blocks={blocks} />);
}
