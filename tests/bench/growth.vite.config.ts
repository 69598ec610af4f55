// The server build of the growth bench (tests/bench/growth.ts): vite.config.ts, with the site
// entry `pages.config` built from ./growth-site.ts (today's data plus BENCH_CITIES generated
// cities) and the router's tree (src/routeTree.gen.ts) generated in memory from that site, as
// src/build/generate-route-tree.ts writes it from pages.config.ts. Nothing under src/ or data/
// changes, and the checked-in route tree is not rewritten.
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, runnerImport, type Plugin } from 'vite';
import baseConfig from '../../vite.config.ts';
import { routeTreeFile, routeTreeSource } from '../../src/build/route-tree.ts';
import type { Site } from '../../src/pages/page-config.ts';

const siteModule = fileURLToPath(new URL('./growth-site.ts', import.meta.url));

function growthRouteTree(): Plugin {
  let served = false;
  return {
    name: 'growth-route-tree',
    async load(id) {
      if (id.split('?')[0] !== routeTreeFile) return null;
      const { module } = await runnerImport<{ site: Site }>(siteModule, { configFile: false, logLevel: 'silent' });
      served = true;
      return routeTreeSource(module.site);
    },
    buildEnd(error) {
      // Without it the router would know today's routes only, and the pre-render would skip the new pages.
      if (!error && !served) this.error(`growth bench: the server build never loaded ${routeTreeFile}; update tests/bench/growth.vite.config.ts`);
    },
  };
}

export default defineConfig((env) => {
  const base = baseConfig(env);
  if (!env.isSsrBuild) throw new Error('tests/bench/growth.vite.config.ts is for the server build (vite build --ssr)');
  return mergeConfig(base, { plugins: [growthRouteTree()], build: { rollupOptions: { input: { 'pages.config': siteModule } } } });
});
