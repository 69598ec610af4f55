// `npm run dev`: the Vite dev server answers every page through the same server entry as the
// build (its redirects and 404 included), handing it the site of pages.config.ts as the pre-render
// does, so development shows the pre-rendered HTML, then hydrates with hot reload.
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
            const { site } = await server.ssrLoadModule('/pages.config.ts');
            const { render } = await server.ssrLoadModule('/src/entry-server.tsx');
            const answer: Response = await render(site, req.originalUrl ?? '/', {
              scripts: ['/@vite/client', '/src/entry-client.tsx'],
              css: [],
            });
            const location = answer.headers.get('Location');
            if (location) {
              res.writeHead(answer.status, { Location: location }).end();
              return;
            }
            res.statusCode = answer.status;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(await server.transformIndexHtml(req.originalUrl ?? '/', await answer.text()));
          } catch (error) {
            server.ssrFixStacktrace(error as Error);
            next(error);
          }
        });
      };
    },
  };
}
