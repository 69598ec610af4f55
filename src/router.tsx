// The router, over the tree generated from pages.config.ts. It runs on the server only (the
// pre-render, src/entry-server.tsx): the browser hydrates islands, not the router.
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import type { RouterContext } from './routes';

export function createAppRouter(context: RouterContext) {
  return createRouter({ routeTree, context });
}

// The router's paths become the type every link is checked against (blocks/ui/site-link.tsx).
declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
