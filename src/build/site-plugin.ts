// pages.config.ts as virtual modules: `virtual:site-routes` holds the paths, redirects and menus
// (the router and the header island read them), and each page's blocks are a chunk of their own
// (`virtual:site-page?path=…`, through `virtual:site-pages`), which only the benchmark's
// client-only build loads in the browser; the site itself renders pages on the server.
import type { Plugin } from 'vite';
import { site } from '../../pages.config';

const routesId = 'virtual:site-routes';
const pagesId = 'virtual:site-pages';
const pagePrefix = 'virtual:site-page?path=';

export function sitePlugin(): Plugin {
  const byPath = new Map(site.pages.map((page) => [page.path as string, page]));
  return {
    name: 'site-config',
    resolveId(id) {
      if (id === routesId || id === pagesId || id.startsWith(pagePrefix)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith('\0virtual:site-')) return undefined;
      const key = id.slice(1);
      if (key === routesId) {
        const routes = site.pages.map((page) => ({ path: page.path, label: page.label }));
        return [
          `export const routes = ${JSON.stringify(routes)};`,
          `export const redirects = ${JSON.stringify(site.redirects)};`,
          `export const navigation = ${JSON.stringify(site.navigation)};`,
        ].join('\n');
      }
      if (key === pagesId) {
        const entries = site.pages.map(
          (page) => `${JSON.stringify(page.path)}: () => import(${JSON.stringify(pagePrefix + page.path)}).then((m) => m.default)`,
        );
        return `export const pageLoaders = {\n${entries.join(',\n')}\n};`;
      }
      const page = byPath.get(key.slice(pagePrefix.length));
      if (!page) throw new Error(`No configured page for ${key}`);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify({ meta: page.meta, blocks: page.blocks }))});`;
    },
  };
}
