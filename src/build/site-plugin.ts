// The header's menus from pages.config.ts as a virtual module, `virtual:site-routes`: the header
// is an island, so its menus travel to the browser; everything else renders on the server.
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
      // The footer's links are server HTML: not shipped.
      const { footer: _, ...menus } = site.navigation;
      return `export const navigation = ${JSON.stringify(menus)};`;
    },
  };
}
