// The static-host tree, dist/static: what Cloudflare Pages or Netlify serve as it is, with the same
// pages, 301s, 404, security headers and caching as the Node server (src/server/site-server.ts), but
// for the differences docs/deploy.md lists.
//
// - Every page is a flat file (`/about` → about.html, `/` → index.html): both hosts answer a nested
//   about/index.html at `/about` with a 308 to `/about/`, and this site's addresses have no slash.
//   A trailing slash (`/about/`) gets the host's own permanent redirect to `/about` (Cloudflare: 308).
// - `_headers` and `_redirects` carry the server's headers and 301s (see headerRules()).
// - No .br/.gz copies and no .vite/: the host compresses, and the manifest is the build's business.
import { copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { pagePolicy, securityHeaders, type InlineHashes } from '../server/security-headers.ts';

/** Cloudflare Pages' limits (Netlify's are looser): https://developers.cloudflare.com/pages/platform/limits/ */
export const limits = { headerRules: 100, headerLineLength: 2000, staticRedirects: 2000 } as const;

export const cacheControl = {
  /** Hashed file names: a new build is a new address. */
  immutable: 'public, max-age=31536000, immutable',
  /**
   * Pages keep their address from build to build: always revalidated. On a static host, the `/*`
   * value: also the 404 page's (Cloudflare Pages sends `no-store` with any 404 whatever the rules
   * say) and the 301s' (`npm start` sends those with `hour`).
   */
  page: 'public, max-age=0, must-revalidate',
  /** sitemap.xml, robots.txt, the favicon, the share images (and the 301s of `npm start`). */
  hour: 'public, max-age=3600',
  /** A page for the firm's staff (the intake page): no cache keeps it, and it names itself in no Referer. */
  private: 'no-store',
} as const;

/** What a private page sends besides its Cache-Control. */
export const privatePageHeaders = { 'Referrer-Policy': 'no-referrer' } as const;

export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
  /** Headers an earlier matching rule set that this rule removes before it sets its own: `! Name` lines. */
  detach?: readonly string[];
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
  privatePages?: readonly string[];
}

// Kept to characters that mean nothing in `_headers` patterns (`*`, `:name`) or `_redirects` lines (spaces).
const plainPath = /^\/[A-Za-z0-9._~\-/]*$/;
function checkPath(path: string, what: string) {
  if (!plainPath.test(path)) throw new Error(`static host: ${what} ${JSON.stringify(path)} has characters _headers/_redirects would read as syntax`);
}

/** Where a page lives in the flat tree. */
export const flatPageFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

const escapeRegExp = (text: string) => text.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');

/** How each host matches a `_headers` pattern against a path (these patterns have no `:name`). */
const patternRegExp = {
  /** Cloudflare's rules engine (workers-shared, as in wrangler): `*` is any text, `/` included. */
  cloudflare: (pattern: string) => new RegExp(`^${pattern.split('*').map(escapeRegExp).join('.*')}$`),
  /** @netlify/headers-parser (for_regexp.ts): by segment, a lone `*` also matches nothing, a trailing slash optional, any case. */
  netlify: (pattern: string) =>
    new RegExp(
      `^/${pattern
        .split('/')
        .filter(Boolean)
        .map((part) => (part === '*' ? '?(.*)' : part.split('*').map(escapeRegExp).join('(.*)')))
        .join('/')}/?$`,
      'i',
    ),
};

export type StaticHost = keyof typeof patternRegExp;
export const staticHosts = Object.keys(patternRegExp) as StaticHost[];

/** A header as one host sends it at one path, and the patterns of the rules its value came from. */
export interface ResolvedHeader {
  name: string;
  value: string;
  from: string[];
}

/**
 * The headers `rules` give `path` on `host`, by lower-case name. Both hosts apply every matching
 * rule, in file order:
 * - Cloudflare Pages: a header set by two rules gets both values joined with commas, unless the
 *   later rule first detaches it with `! Name`, which removes the value set so far
 *   (https://developers.cloudflare.com/pages/configuration/headers/#detach-a-header; wrangler's
 *   asset server does exactly this: unset, then set or append).
 * - Netlify: its parser (@netlify/headers-parser, line_parser.ts) skips a line without a colon, so
 *   `! Name` is read as nothing, without an error; its engine (`headersForPath` of @netlify/headers,
 *   what `netlify dev` runs) merges the matching rules' headers into one object, so a later rule's
 *   value replaces an earlier one's under the same name, spelt the same (names are case-sensitive
 *   there: two spellings would be two headers). docs.netlify.com does not say what its CDN does
 *   when rules overlap; this is its own code's answer.
 */
export function resolveHeaders(rules: readonly HeaderRule[], path: string, host: StaticHost): Map<string, ResolvedHeader> {
  const sent = new Map<string, ResolvedHeader>();
  for (const rule of rules) {
    if (!patternRegExp[host](rule.pattern).test(path)) continue;
    if (host === 'cloudflare') for (const name of rule.detach ?? []) sent.delete(name.toLowerCase());
    for (const [name, value] of Object.entries(rule.headers)) {
      const key = host === 'cloudflare' ? name.toLowerCase() : name;
      const earlier = sent.get(key);
      sent.set(
        key,
        host === 'cloudflare' && earlier
          ? { name, value: `${earlier.value}, ${value}`, from: [...earlier.from, rule.pattern] }
          : { name, value, from: [rule.pattern] },
      );
    }
  }
  // Netlify's spellings of one name: each is sent, which is one header joined from both.
  const byName = new Map<string, ResolvedHeader>();
  for (const header of sent.values()) {
    const earlier = byName.get(header.name.toLowerCase());
    byName.set(
      header.name.toLowerCase(),
      earlier ? { ...header, value: `${earlier.value}, ${header.value}`, from: [...earlier.from, ...header.from] } : header,
    );
  }
  return byName;
}

type CacheClass = keyof typeof cacheControl;

/** The rule that gives `pattern` its cache class, detaching what `/*` set: a private page's Referrer-Policy too. */
function cacheRule(pattern: string, cache: Exclude<CacheClass, 'page'>): HeaderRule {
  const extra = cache === 'private' ? privatePageHeaders : {};
  return { pattern, detach: ['Cache-Control', ...Object.keys(extra)], headers: { 'Cache-Control': cacheControl[cache], ...extra } };
}

/**
 * The Cache-Control rules after `/*` (which gives every path `page`): one for each address that
 * caches otherwise, or one `/dir/*` for a folder whose every address does (/assets/*, /og/*), each
 * detaching `/*`'s value before it sets its own. So the count depends on where the non-page files
 * are, never on how many pages there are: a new city adds pages (no rule) and share images under
 * /og/ (no rule). Built from a tree of the addresses, so no two of these rules match one path.
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
  const rule = (pattern: string, cache: CacheClass) => {
    if (cache !== 'page') rules.push(cacheRule(pattern, cache));
  };
  if (root.own) rule('/', root.own);
  const visit = (node: Node, prefix: string) => {
    for (const [segment, child] of node.children) {
      const path = `${prefix}/${segment}`;
      if (child.own) rule(path, child.own);
      const below = [...classes(child)];
      // Netlify's `/dir/*` also matches `/dir`: a folder is one rule only if `/dir` caches alike.
      if (below.length === 1 && (!child.own || child.own === below[0])) rule(`${path}/*`, below[0]!);
      else visit(child, path);
    }
  };
  visit(root, '');
  return rules;
}

/**
 * The `_headers` rules: `/*` with the security headers and the pages' Cache-Control, then
 * cacheRules(). Pages and 404s are the open-ended set (the host sends the 404 page at any unknown
 * address), so they take what `/*` gives; the files that cache otherwise are few and known. A
 * constant number of rules whatever the page count, under Cloudflare Pages' limit of 100.
 *
 * When several rules match one path, both hosts apply them all (see resolveHeaders()): two
 * Content-Security-Policy values would be two policies (both enforced), two Cache-Control values
 * one contradictory list. So the security headers come from `/*` alone, and each later rule
 * detaches Cache-Control (`! Cache-Control`, for Cloudflare) and sets it again (Netlify: the later
 * value replaces the earlier). checkHeaderRules() holds every address to that on both hosts.
 *
 * The one `/*` policy is the page policy, on every answer: only a rule matching every path can
 * give the 404 page its policy, and any other CSP rule would overlap it. (The Node server gives
 * non-pages the stricter `strictPolicy`; the page policy is also `default-src 'none'` with no
 * inline code but the pages' own hashes.)
 */
export function headerRules({
  pages,
  redirects,
  files,
  inline,
  leadOrigin,
  privatePages = [],
}: {
  pages: readonly string[];
  /** Pages for the firm's staff: `private` (no-store, no Referer). */
  privatePages?: readonly string[];
  /** Their 301s take `/*`'s Cache-Control, as pages do (a rule each would grow with the redirects). */
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
  // Pages and 301s keep a folder from being one `/dir/*` rule of another class.
  for (const page of pages) addresses.set(page, privatePages.includes(page) ? 'private' : 'page');
  // A host answers a page at its flat file's address too (/intake.html): a private page's is as private.
  for (const page of privatePages) addresses.set(`${page}.html`, 'private');
  for (const { from } of redirects) addresses.set(from, 'page');
  return [
    { pattern: '/*', headers: { ...security, 'Cache-Control': cacheControl.page } },
    ...cacheRules(addresses),
    // Netlify's patterns take an optional trailing slash, Cloudflare's do not: `/intake/` needs its own there.
    ...privatePages.map((page) => cacheRule(`${page}/`, 'private')),
  ];
}

/**
 * Fails when, at one of `paths`, a header would be joined from two rules on either host, when the
 * two hosts would send different headers, or when a path lacks a header it must have.
 */
export function checkHeaderRules(rules: readonly HeaderRule[], paths: readonly string[], required: Record<string, readonly string[]>) {
  for (const path of paths) {
    const [cloudflare, netlify] = (['cloudflare', 'netlify'] as const).map((host) => {
      const sent = resolveHeaders(rules, path, host);
      for (const [name, { from }] of sent) {
        if (from.length > 1)
          throw new Error(
            `static host: ${path} would get ${name} from ${from.length} _headers rules (${from.join(', ')}) on ${host}, which joins them with commas`,
          );
      }
      return sent;
    });
    const differ = [...new Set([...cloudflare!.keys(), ...netlify!.keys()])].filter((name) => cloudflare!.get(name)?.value !== netlify!.get(name)?.value);
    if (differ.length) throw new Error(`static host: Cloudflare Pages and Netlify would send ${path} different ${differ.join(', ')}`);
    for (const name of required[path] ?? required['*'] ?? []) {
      if (!cloudflare!.has(name.toLowerCase())) throw new Error(`static host: no _headers rule gives ${path} its ${name}`);
    }
  }
}

export function headersFile(rules: readonly HeaderRule[]): string {
  if (rules.length > limits.headerRules) {
    throw new Error(
      `static host: _headers needs ${rules.length} rules, over Cloudflare Pages' limit of ${limits.headerRules}: group more files under one /dir/* rule in src/build/static-host.ts`,
    );
  }
  const lines = [
    '# Generated by src/build/static-host.ts (npm run build). /* gives every answer the security headers',
    "# and the pages' Cache-Control. Each later rule, for files that cache otherwise, sets its own:",
    '# Cloudflare Pages would join two values with commas, so `! Cache-Control` detaches the first',
    '# (https://developers.cloudflare.com/pages/configuration/headers/#detach-a-header); Netlify skips',
    "# that line and lets the later rule's value replace the earlier one.",
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

export async function writeStaticHost({ clientDir, outDir, pages, redirects, notFoundPages, inline, leadOrigin, privatePages }: StaticHostInput) {
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

  const rules = headerRules({ pages, redirects, files, inline, leadOrigin, privatePages });
  // Every address the host answers must get every header of /* (security and Cache-Control) from exactly one rule.
  const required: Record<string, string[]> = { '*': Object.keys(rules[0]!.headers) };
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
