// `npm run routes` (and the first step of dev, build and typecheck): writes src/routeTree.gen.ts
// from pages.config.ts, loaded through Vite (the config imports data/ without file extensions).
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import type { Site } from '../pages/page-config.ts';
import { writeRouteTree } from './route-tree.ts';

const { module } = await runnerImport<{ site: Site }>(fileURLToPath(new URL('../../pages.config.ts', import.meta.url)), {
  configFile: false,
  logLevel: 'silent',
});
if (await writeRouteTree(module.site)) console.log('src/routeTree.gen.ts: written from pages.config.ts');
