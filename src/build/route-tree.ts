// Writes the router's tree, src/routeTree.gen.ts, from pages.config.ts, the way TanStack Router's
// own generator writes routeTree.gen.ts: one createRoute per configured page with its literal
// path, one per redirect (a 301 thrown in beforeLoad), put together with addChildren. The tree
// only exports itself: src/router.tsx registers the router made over it (Register), as TanStack's
// docs do, so the tree imports nothing back from the router.
// The text depends on the config alone, so writing it again from the same config changes nothing.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { Site } from '../pages/page-config.ts';

export const routeTreeFile = fileURLToPath(new URL('../routeTree.gen.ts', import.meta.url));

/** `/lawyers/daniel-whitfield` → `LawyersDanielWhitfieldRoute`, as TanStack's generator names them. */
function routeName(path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return `${words.length ? words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('') : 'Index'}Route`;
}

export function routeTreeSource({ pages, redirects }: Pick<Site, 'pages' | 'redirects'>): string {
  const names = new Map<string, string>();
  const nameOf = (path: string) => {
    const name = routeName(path);
    const taken = names.get(name);
    if (taken !== undefined && taken !== path)
      throw new Error(`The routes ${taken} and ${path} would both be named ${name}: rename one in src/build/route-tree.ts`);
    names.set(name, path);
    return name;
  };
  const literal = (text: string) => `'${text.replace(/[\\']/g, '\\$&')}'`;
  const pageRoutes = pages.map(({ path }) => {
    const name = nameOf(path);
    return {
      name,
      code: [`const ${name} = createRoute({`, '  getParentRoute: () => pagesRoute,', `  path: ${literal(path)},`, `  ...page(${literal(path)}),`, '});'].join(
        '\n',
      ),
    };
  });
  const redirectRoutes = redirects.map(({ from, to }) => {
    const name = nameOf(from);
    return {
      name,
      code: [
        `const ${name} = createRoute({`,
        '  getParentRoute: () => redirectsRoute,',
        `  path: ${literal(from)},`,
        '  beforeLoad: () => {',
        `    throw redirect({ to: ${literal(to)}, statusCode: 301 });`,
        '  },',
        '});',
      ].join('\n'),
    };
  });
  const children = (routes: readonly { name: string }[]) => routes.map((route) => `    ${route.name},`).join('\n');
  return `// Generated from pages.config.ts by src/build/route-tree.ts (npm run routes, also run by npm run
// dev, build and typecheck). Do not edit: change pages.config.ts or data/ instead.
import { createRoute, redirect } from '@tanstack/react-router';
import { notFoundRoute, page, pagesRoute, redirectsRoute, rootRoute } from './routes';

${pageRoutes.map((route) => route.code).join('\n\n')}

${redirectRoutes.map((route) => route.code).join('\n\n')}

export const routeTree = rootRoute.addChildren([
  pagesRoute.addChildren([
${children(pageRoutes)}
  ]),
  redirectsRoute.addChildren([
${children(redirectRoutes)}
  ]),
  notFoundRoute,
]);
`;
}

/** Writes the tree for `site` if its text changed; says whether it did. */
export async function writeRouteTree(site: Pick<Site, 'pages' | 'redirects'>): Promise<boolean> {
  const source = routeTreeSource(site);
  const current = await readFile(routeTreeFile, 'utf8').catch(() => undefined);
  if (current === source) return false;
  await writeFile(routeTreeFile, source);
  return true;
}

/** `npm run dev`: writes the tree again after each edit, so a page added to the data is a route at once. */
export function routeTreePlugin(): Plugin {
  return {
    name: 'route-tree',
    // The dev server only (Vitest runs a Vite server of its own).
    apply: (_, { command }) => command === 'serve' && !process.env.VITEST,
    // Called once the edited file's modules are invalidated, so the config loads afresh.
    async hotUpdate({ file, server }) {
      if (this.environment.name !== 'ssr' || file === routeTreeFile) return;
      try {
        const { site } = (await server.ssrLoadModule('/pages.config.ts')) as { site: Site };
        if (await writeRouteTree(site)) server.config.logger.info('src/routeTree.gen.ts: written again from pages.config.ts');
      } catch (error) {
        server.config.logger.error(`src/routeTree.gen.ts: ${(error as Error).message}`);
      }
    },
  };
}
