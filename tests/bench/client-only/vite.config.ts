// The client-only build for the benchmark: the site's own Vite config (same plugins, same
// virtual modules, same chunks), with an HTML entry whose <div id="root"> is rendered in the
// browser. `npm run bench` builds it into dist-bench/client-only/client.
import { fileURLToPath } from 'node:url';
import { mergeConfig, type Plugin } from 'vite';
import siteConfig from '../../../vite.config.ts';

/** Swaps the router's whole-document root component for one that fits inside a <div>. */
function spaShell(): Plugin {
  const shell = fileURLToPath(new URL('spa-document.tsx', import.meta.url));
  let swapped = false;
  return {
    name: 'client-only-shell',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './layout/document' || !importer?.endsWith('/src/router.tsx')) return undefined;
      swapped = true;
      return shell;
    },
    buildEnd() {
      if (!swapped) this.error('src/router.tsx no longer imports ./layout/document: update tests/bench/client-only/spa-document.tsx');
    },
  };
}

/** Renders islands in place: in a client-rendered app every component renders in the browser. */
function inPlaceIslands(): Plugin {
  const inPlace = fileURLToPath(new URL('in-place-island.tsx', import.meta.url));
  return {
    name: 'client-only-islands',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('/island') || importer === inPlace) return undefined;
      const resolved = await this.resolve(source, importer, options);
      return resolved?.id.endsWith('/blocks/ui/island.tsx') ? inPlace : undefined;
    },
  };
}

export default mergeConfig(siteConfig, {
  // The repository root, as for the real build: same public/ files, same Tailwind sources.
  root: fileURLToPath(new URL('../../..', import.meta.url)),
  plugins: [spaShell(), inPlaceIslands()],
  build: {
    outDir: 'dist-bench/client-only/client',
    emptyOutDir: true,
    manifest: false,
    rollupOptions: { input: 'tests/bench/client-only/index.html' },
  },
});
