// The static-host tree, dist/static: the serving table (src/serving/serving-table.ts) as Cloudflare
// Pages reads it, `_headers` and `_redirects` beside the files. What Pages cannot say as the table
// does is listed in docs/deploy.md.
//
// - Every page is a flat file (`/about` → about.html): Pages answers a nested about/index.html at
//   `/about` with a 308 to `/about/`, and this site's addresses have no slash. A trailing slash
//   (`/about/`) gets Pages' own 308 to `/about`.
// - No .br/.gz copies and no .vite/: the host compresses, and the manifest is the build's business.
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isPage, type CacheRule, type ServingTable } from '../serving/serving-table.ts';

/** Cloudflare Pages' limits: https://developers.cloudflare.com/pages/platform/limits/ */
export const limits = { headerRules: 100, headerLineLength: 2000, staticRedirects: 2000 } as const;

export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
  /** Headers an earlier matching rule set that this rule removes before it sets its own: `! Name` lines. */
  detach?: readonly string[];
}

// Kept to characters that mean nothing in `_headers` patterns (`*`, `:name`) or `_redirects` lines (spaces).
const plainPath = /^\/[A-Za-z0-9._~\-/]*$/;
function checkPath(path: string, what: string) {
  if (!plainPath.test(path)) throw new Error(`static host: ${what} ${JSON.stringify(path)} has characters _headers/_redirects would read as syntax`);
}

/** Where a page lives in the flat tree. */
export const flatPageFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/**
 * The patterns, after `/*`, of the addresses that cache otherwise than pages: one for each such
 * address, or one `/dir/*` for a folder whose every address caches alike (/assets/*, /og/*). So
 * the count depends on where the non-page files are, never on how many pages there are: a new
 * city adds pages (no rule) and share images under /og/ (no rule). Built from a tree of the
 * addresses, so no two of these patterns match one path.
 */
export function cachePatterns(addresses: ReadonlyMap<string, CacheRule>): [string, CacheRule][] {
  interface Node {
    own?: CacheRule;
    children: Map<string, Node>;
  }
  const root: Node = { children: new Map() };
  for (const [path, cache] of addresses) {
    let node = root;
    for (const segment of path.split('/').filter(Boolean)) {
      let child = node.children.get(segment);
      if (!child) node.children.set(segment, (child = { children: new Map() }));
      node = child;
    }
    node.own = cache;
  }
  const below = (node: Node): Set<CacheRule> => {
    const found = new Set<CacheRule>();
    for (const child of node.children.values()) {
      if (child.own) found.add(child.own);
      for (const cache of below(child)) found.add(cache);
    }
    return found;
  };
  const patterns: [string, CacheRule][] = [];
  const add = (pattern: string, cache: CacheRule) => {
    if (cache !== 'page') patterns.push([pattern, cache]);
  };
  if (root.own) add('/', root.own);
  const visit = (node: Node, prefix: string) => {
    for (const [segment, child] of node.children) {
      const path = `${prefix}/${segment}`;
      if (child.own) add(path, child.own);
      const classes = [...below(child)];
      if (classes.length === 1) add(`${path}/*`, classes[0]!);
      else visit(child, path);
    }
  };
  visit(root, '');
  return patterns;
}

/**
 * The `_headers` rules: `/*` with the pages' headers over https (static hosts serve https only) and
 * their Cache-Control, then cachePatterns(). Pages and 404s are the open-ended set (the host sends
 * the 404 page at any unknown address), so they take what `/*` gives: a constant number of rules
 * whatever the page count, under Pages' limit of 100.
 *
 * Pages applies every rule that matches a path and joins the values of a header set by two with
 * commas: two Content-Security-Policy values would be two policies (both enforced), two
 * Cache-Control values one contradictory list. So the security headers come from `/*` alone, and
 * each later rule first detaches what it sets (`! Cache-Control`,
 * https://developers.cloudflare.com/pages/configuration/headers/#detach-a-header). Hence also the
 * one policy for every answer: only a rule matching every path can give the 404 page its policy.
 */
export function headerRules(table: ServingTable): HeaderRule[] {
  const policies = new Set([...Object.values(table.files), ...Object.values(table.notFound)].filter(isPage).map((page) => page.httpsHeaders ?? page.headers));
  if (policies.size !== 1) throw new Error(`static host: _headers can give the pages one set of headers, and the table has ${policies.size}`);
  const addresses = new Map<string, CacheRule>();
  const ownPages: string[] = [];
  for (const [path, file] of Object.entries(table.files)) {
    addresses.set(path, file.cache);
    if (!isPage(file) || file.cache === 'page' || path === '/') continue;
    // Pages answers a page at its flat file's address too (/intake.html), and at `/intake/` its 308, which `/intake` does not match.
    addresses.set(`/${flatPageFile(path)}`, file.cache);
    ownPages.push(path);
  }
  // The 301s take `/*`'s Cache-Control, as pages do (a rule each would grow with the redirects); they keep a folder from being one `/dir/*` rule.
  for (const { from } of table.redirects) addresses.set(from, 'page');
  const rule = (pattern: string, cache: CacheRule): HeaderRule => ({ pattern, detach: Object.keys(table.cache[cache]), headers: table.cache[cache] });
  return [
    { pattern: '/*', headers: { ...table.headers[[...policies][0]!], ...table.cache.page } },
    ...cachePatterns(addresses).map(([pattern, cache]) => rule(pattern, cache)),
    ...ownPages.map((path) => rule(`${path}/`, table.files[path]!.cache)),
  ];
}

export function headersFile(rules: readonly HeaderRule[]): string {
  if (rules.length > limits.headerRules) {
    throw new Error(
      `static host: _headers needs ${rules.length} rules, over Cloudflare Pages' limit of ${limits.headerRules}: group more files under one /dir/* rule in src/build/static-host.ts`,
    );
  }
  const lines = [
    '# Generated from dist/serving.json by src/build/static-host.ts (npm run build). /* gives every answer',
    "# the security headers and the pages' Cache-Control. Each later rule, for files that cache otherwise,",
    '# sets its own: Cloudflare Pages would join two values with commas, so `! Name` first detaches the',
    '# earlier one (https://developers.cloudflare.com/pages/configuration/headers/#detach-a-header).',
    ...rules.flatMap((rule) => [
      rule.pattern,
      ...(rule.detach ?? []).map((name) => `  ! ${name}`),
      ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`),
    ]),
  ];
  const long = lines.find((line) => line.length > limits.headerLineLength);
  if (long)
    throw new Error(
      `static host: a _headers line is ${long.length} characters, over Cloudflare Pages' limit of ${limits.headerLineLength}: ${long.slice(0, 80)}…`,
    );
  return `${lines.join('\n')}\n`;
}

export function redirectsFile(redirects: ServingTable['redirects']): string {
  if (redirects.length > limits.staticRedirects) {
    throw new Error(`static host: ${redirects.length} redirects, over Cloudflare Pages' limit of ${limits.staticRedirects} static redirects`);
  }
  for (const { from, to } of redirects) {
    checkPath(from, 'the redirect from');
    checkPath(to, 'the redirect to');
  }
  return `# Generated from dist/serving.json by src/build/static-host.ts (npm run build): its 301s.\n${redirects.map(({ from, to, status }) => `${from} ${to} ${status}`).join('\n')}\n`;
}

/** Writes the tree of `table` (whose files are under `clientDir`) into `outDir`, emptied first. */
export async function writeStaticHost(table: ServingTable, clientDir: string, outDir: string) {
  await rm(outDir, { recursive: true, force: true });
  const copies = [
    ...Object.entries(table.files).map(([path, served]) => {
      checkPath(path, 'the address');
      return [served.file, isPage(served) ? flatPageFile(path) : path.slice(1)] as const;
    }),
    // Each language's 404.html where it is: Pages serves the nearest one up the tree at an unknown address.
    ...Object.values(table.notFound).map(({ file }) => [file, file] as const),
  ];
  for (const [source, target] of copies) {
    await mkdir(dirname(join(outDir, target)), { recursive: true });
    await copyFile(join(clientDir, source), join(outDir, target));
  }
  const rules = headerRules(table);
  await writeFile(join(outDir, '_headers'), headersFile(rules));
  await writeFile(join(outDir, '_redirects'), redirectsFile(table.redirects));
  return { files: copies.length, headerRules: rules.length, redirects: table.redirects.length };
}
