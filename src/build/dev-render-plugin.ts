// `npm run dev`: the Vite dev server renders every page through the same server entry as the
// build, so development shows the pre-rendered HTML, then hydrates with hot reload.
import type { Plugin } from 'vite';

export function devRenderPlugin(): Plugin {
  return {
    name: 'dev-render',
    apply: 'serve',
    configureServer(server) {
      return () => {
        server.middlewares.use(async (req, res, next) => {
          if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next();
          try {
            const { render } = await server.ssrLoadModule('/src/entry-server.tsx');
            const { status, html } = await render(req.originalUrl ?? '/', {
              scripts: ['/@vite/client', '/src/entry-client.tsx'],
              css: [],
            });
            res.statusCode = status;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(await server.transformIndexHtml(req.originalUrl ?? '/', html));
          } catch (error) {
            server.ssrFixStacktrace(error as Error);
            next(error);
          }
        });
      };
    },
  };
}
