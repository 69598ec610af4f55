// The static-host tree, dist/static: what Cloudflare Pages or Netlify serve as it is, with the same
// pages, 301s, 404, security headers and caching as the Node server (src/server/site-server.ts).
//
// - Every page is a flat file (`/about` → about.html, `/` → index.html): both hosts answer a nested
//   about/index.html at `/about` with a 308 to `/about/`, and this site's addresses have no slash.
//   A trailing slash (`/about/`) gets the host's own permanent redirect to `/about` (Cloudflare: 308).
// - `_headers` and `_redirects` carry the server's headers and 301s (see headersFile()).
// - No .br/.gz copies and no .vite/: the host compresses, and the manifest is the build's business.
import { copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { pagePolicy, securityHeaders, type InlineHashes } from '../server/security-headers.ts';

/** Cloudflare Pages' limits (Netlify's are looser): https://developers.cloudflare.com/pages/platform/limits/ */
export const limits = { headerRules: 100, headerLineLength: 2000, staticRedirects: 2000 } as const;

export const cacheControl = {
  /** Hashed file names: a new build is a new address. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages keep their address from build to build: always revalidated. */
  page: 'public, max-age=0, must-revalidate',
  /** sitemap.xml, robots.txt, the favicon and the 301s, as the Node server sends them. */
  hour: 'public, max-age=3600',
} as const;

export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

export interface StaticHostInput {
  /** dist/client as the pre-render left it, before compression. */
  clientDir: string;
  /** Where the tree goes (emptied first). */
  outDir: string;
  pages: readonly string[];
  redirects: readonly { from: string; to: string }[];
  /** Each language's 404.html (/404.html, /es/404.html): the host serves the nearest one up the tree at an unknown address. */
  notFoundPages: readonly string[];
  /** The site-wide inline hashes every page's policy allows (src/build/prerender.ts). */
  inline: InlineHashes;
  leadOrigin?: string;
}

// Kept to characters that mean nothing in `_headers` patterns (`*`, `:name`) or `_redirects` lines (spaces).
const plainPath = /^\/[A-Za-z0-9._~\-/]*$/;
function checkPath(path: string, what: string) {
  if (!plainPath.test(path)) throw new Error(`static host: ${what} ${JSON.stringify(path)} has characters _headers/_redirects would read as syntax`);
}

/** Where a page lives in the flat tree. */
export const flatPageFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** The `_headers` rule pattern as Cloudflare compiles it (rules-engine.ts): `*` is any text, `/` included. */
const patternRegExp = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&'))
      .join('.*')}$`,
  );

type CacheClass = keyof typeof cacheControl;

/**
 * The Cache-Control rules: one per path, or one `/dir/*` for a folder whose every address has the
 * same caching (/assets/*, /kent-wa/*), so a new city or asset adds no rule. Built from a tree of
 * the addresses, so no two rules ever match one path.
 */
export function cacheRules(addresses: ReadonlyMap<string, CacheClass>): HeaderRule[] {
  interface Node {
    own?: CacheClass;
    children: Map<string, Node>;
  }
  const root: Node = { children: new Map() };
  for (const [path, cache] of addresses) {
    let node = root;
    for (const segment of path.split('/').slice(1).filter(Boolean)) {
      let child = node.children.get(segment);
      if (!child) node.children.set(segment, (child = { children: new Map() }));
      node = child;
    }
    node.own = cache;
  }
  const classes = (node: Node): Set<CacheClass> => {
    const found = new Set<CacheClass>();
    for (const child of node.children.values()) {
      if (child.own) found.add(child.own);
      for (const cache of classes(child)) found.add(cache);
    }
    return found;
  };
  const rules: HeaderRule[] = [];
  const rule = (pattern: string, cache: CacheClass) => rules.push({ pattern, headers: { 'Cache-Control': cacheControl[cache] } });
  if (root.own) rule('/', root.own);
  const visit = (node: Node, prefix: string) => {
    for (const [segment, child] of node.children) {
      const path = `${prefix}/${segment}`;
      if (child.own) rule(path, child.own);
      const below = classes(child);
      if (below.size === 1) rule(`${path}/*`, [...below][0]!);
      else visit(child, path);
    }
  };
  visit(root, '');
  return rules;
}

/**
 * The `_headers` rules. When several rules match a path, Cloudflare and Netlify send every value,
 * joined with commas: two Content-Security-Policy values are two policies (both enforced), two
 * Cache-Control values one contradictory list. So each header comes from exactly one rule for any
 * path: the security headers from `/*` alone, Cache-Control from rules over disjoint paths.
 *
 * The one `/*` policy is the page policy, on every answer: the host sends the 404 page at any
 * unknown address, so only a rule matching every path can give it its policy, and any other CSP
 * rule would overlap it. (The Node server gives non-pages the stricter `strictPolicy`; the page
 * policy is also `default-src 'none'` with no inline code but the pages' own hashes.)
 */
export function headerRules({
  pages,
  redirects,
  files,
  inline,
  leadOrigin,
}: {
  pages: readonly string[];
  redirects: readonly { from: string }[];
  /** Every other file of the tree by its address (/favicon.svg, /assets/…), the 404.html files excepted. */
  files: readonly string[];
  inline: InlineHashes;
  leadOrigin?: string;
}): HeaderRule[] {
  // Static hosts serve https only.
  const security = securityHeaders(pagePolicy(inline, { leadOrigin, upgradeInsecureRequests: true }));
  const addresses = new Map<string, CacheClass>();
  for (const file of files) addresses.set(file, file.startsWith('/assets/') ? 'immutable' : 'hour');
  for (const page of pages) addresses.set(page, 'page');
  for (const { from } of redirects) addresses.set(from, 'hour');
  return [{ pattern: '/*', headers: security }, ...cacheRules(addresses)];
}

/** Fails when a header would come from two rules at one of `paths`, or when a path lacks one it must have. */
export function checkHeaderRules(rules: readonly HeaderRule[], paths: readonly string[], required: Record<string, readonly string[]>) {
  const compiled = rules.map((rule) => ({ ...rule, regExp: patternRegExp(rule.pattern) }));
  for (const path of paths) {
    const matching = compiled.filter((rule) => rule.regExp.test(path));
    const sources = new Map<string, string[]>();
    for (const rule of matching) {
      for (const name of Object.keys(rule.headers)) sources.set(name.toLowerCase(), [...(sources.get(name.toLowerCase()) ?? []), rule.pattern]);
    }
    for (const [name, patterns] of sources) {
      if (patterns.length > 1)
        throw new Error(
          `static host: ${path} would get ${name} from ${patterns.length} _headers rules (${patterns.join(', ')}), which the host joins with commas`,
        );
    }
    for (const name of required[path] ?? required['*'] ?? []) {
      if (!sources.has(name.toLowerCase())) throw new Error(`static host: no _headers rule gives ${path} its ${name}`);
    }
  }
}

export function headersFile(rules: readonly HeaderRule[]): string {
  if (rules.length > limits.headerRules) {
    throw new Error(
      `static host: _headers needs ${rules.length} rules, over Cloudflare Pages' limit of ${limits.headerRules}: group more paths under one /dir/* rule in src/build/static-host.ts`,
    );
  }
  const lines = [
    '# Generated by src/build/static-host.ts (npm run build). Any path matches at most one rule per',
    '# header: the host joins the values of all matching rules with commas (two CSPs = two policies).',
    '# Security headers: /* alone. Cache-Control: the rules after it, over disjoint paths.',
    ...rules.flatMap((rule) => [rule.pattern, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)]),
  ];
  const long = lines.find((line) => line.length > limits.headerLineLength);
  if (long)
    throw new Error(
      `static host: a _headers line is ${long.length} characters, over Cloudflare Pages' limit of ${limits.headerLineLength}: ${long.slice(0, 80)}…`,
    );
  return `${lines.join('\n')}\n`;
}

export function redirectsFile(redirects: readonly { from: string; to: string }[]): string {
  if (redirects.length > limits.staticRedirects) {
    throw new Error(`static host: ${redirects.length} redirects, over Cloudflare Pages' limit of ${limits.staticRedirects} static redirects`);
  }
  for (const { from, to } of redirects) {
    checkPath(from, 'the redirect from');
    checkPath(to, 'the redirect to');
  }
  return `# Generated by src/build/static-host.ts (npm run build): the route table's 301s.\n${redirects.map(({ from, to }) => `${from} ${to} 301`).join('\n')}\n`;
}

async function listFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await listFiles(full)));
    else found.push(full);
  }
  return found;
}

export async function writeStaticHost({ clientDir, outDir, pages, redirects, notFoundPages, inline, leadOrigin }: StaticHostInput) {
  await rm(outDir, { recursive: true, force: true });
  const pageSources = new Map(pages.map((path) => [join(clientDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`), path]));
  const written = new Set<string>();
  const files: string[] = [];
  for (const source of await listFiles(clientDir)) {
    const inTree = relative(clientDir, source).split(sep).join('/');
    if (inTree.startsWith('.vite/') || /\.(br|gz)$/.test(inTree)) continue;
    const page = pageSources.get(source);
    const target = page === undefined ? inTree : flatPageFile(page);
    if (written.has(target)) throw new Error(`static host: two files would be written to ${target}`);
    written.add(target);
    await mkdir(dirname(join(outDir, target)), { recursive: true });
    await copyFile(source, join(outDir, target));
    if (page === undefined && !notFoundPages.includes(`/${target}`)) {
      checkPath(`/${target}`, 'the file');
      files.push(`/${target}`);
    }
  }
  for (const page of pages) {
    checkPath(page, 'the page');
    if (!written.has(flatPageFile(page))) throw new Error(`static host: the page ${page} was not pre-rendered`);
  }
  for (const notFound of notFoundPages) if (!written.has(notFound.slice(1))) throw new Error(`static host: the build has no ${notFound}`);

  const rules = headerRules({ pages, redirects, files, inline, leadOrigin });
  const security = Object.keys(rules[0]!.headers);
  // Every address the host answers, with the headers each must get from exactly one rule.
  const required: Record<string, string[]> = { '*': security };
  for (const page of pages) required[page] = [...security, 'Cache-Control'];
  for (const file of files) required[file] = [...security, 'Cache-Control'];
  for (const { from } of redirects) required[from] = [...security, 'Cache-Control'];
  const probes = [
    ...pages.flatMap((page) => [page, `${page}/`.replace('//', '/'), `/${flatPageFile(page)}`]),
    ...files,
    ...redirects.map(({ from }) => from),
    '/assets/no-such-file.js',
    // Each 404.html and unknown addresses beside it and below it.
    ...notFoundPages.flatMap((notFound) => [notFound, notFound.replace('404.html', 'no-such-page'), notFound.replace('404.html', 'no/such/page')]),
  ];
  checkHeaderRules(rules, probes, required);
  await writeFile(join(outDir, '_headers'), headersFile(rules));
  await writeFile(join(outDir, '_redirects'), redirectsFile(redirects));

  return {
    files: written.size,
    headerRules: rules.length,
    redirects: redirects.length,
    leadsTo: leadOrigin ?? 'this server (for a static host, build with VITE_SUPABASE_URL)',
  };
}
