// `npm run dev` answers the lead form at the same path as `npm start`, with the same handler and
// lead pipeline (src/server/leads/dev-lead-endpoint.ts). Node loads that module itself rather than
// Vite's module graph, which would load it again after an edit and open a second pipeline on a
// database the first still holds (so an edit to the lead code takes effect when `npm run dev` is
// restarted). The pipeline is closed with the dev server (also on a restart, before the new one
// listens).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { leadEndpoint } from '../../lead-core/lead-endpoint.ts';

type DevLeadEndpoint = ReturnType<typeof import('../server/leads/dev-lead-endpoint.ts').devLeadEndpoint>;

export function devLeadsPlugin(): Plugin {
  let endpoint: Promise<DevLeadEndpoint> | undefined;
  return {
    name: 'dev-leads',
    apply: 'serve',
    configureServer(server) {
      const { logger } = server.config;
      const load = async () => {
        const module: typeof import('../server/leads/dev-lead-endpoint.ts') = await import(
          pathToFileURL(join(server.config.root, 'src/server/leads/dev-lead-endpoint.ts')).href
        );
        return module.devLeadEndpoint({
          origins: () => [...(server.resolvedUrls?.local ?? []), ...(server.resolvedUrls?.network ?? [])].map((url) => new URL(url).origin),
          log: (line) => logger.info(line, { timestamp: true }),
        });
      };
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== leadEndpoint) return next();
        endpoint ??= load().catch((error: unknown) => {
          endpoint = undefined;
          throw error;
        });
        endpoint.then((loaded) => loaded.handle(req, res)).catch(next);
      });
    },
    async closeBundle() {
      const closing = endpoint;
      endpoint = undefined;
      await (await closing?.catch(() => undefined))?.close();
    },
  };
}
