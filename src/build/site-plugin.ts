// pages.config.ts as a virtual module, `virtual:site-routes`: the menus, which the header island
// reads in the browser; the site itself renders pages on the server.
import type { Plugin } from 'vite';
import { site } from '../../pages.config';

const routesId = 'virtual:site-routes';

export function sitePlugin(): Plugin {
  return {
    name: 'site-config',
    resolveId(id) {
      return id === routesId ? `\0${id}` : undefined;
    },
    load(id) {
      if (id !== `\0${routesId}`) return undefined;
      const routes = site.pages.map((page) => ({ path: page.path, label: page.label }));
      return [
        `export const routes = ${JSON.stringify(routes)};`,
        `export const redirects = ${JSON.stringify(site.redirects)};`,
        `export const navigation = ${JSON.stringify(site.navigation)};`,
      ].join('\n');
    },
  };
}
