// What the site serves, as one table the build writes (dist/serving.json) and every way of serving
// it reads: `npm start` (src/server/site-server.ts), the static host's `_headers` and `_redirects`
// (src/build/static-host.ts) and the Caddyfile (src/build/caddyfile.ts). Every serving rule is
// declared here once: which address answers with which file and type, which address redirects,
// each language's not-found page, the security headers and policy of each kind of answer, and its
// caching. A reader only looks rules up; what it cannot express is listed in docs/deploy.md.
import { readdir } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { firm } from '../../data/firm.ts';
import type { Locale } from '../../data/locales.ts';
import { pagePolicy, securityHeaders, strictPolicy, type InlineHashes } from '../server/security-headers.ts';

type Headers = Record<string, string>;

/** How each kind of answer may be cached, and the headers that go with it. */
export const cacheRules = {
  /** Hashed file names: a new build is a new address. */
  immutable: { 'Cache-Control': 'public, max-age=31536000, immutable' },
  /** Pages keep their address from build to build: always revalidated. */
  page: { 'Cache-Control': 'public, max-age=0, must-revalidate' },
  /** sitemap.xml, robots.txt, the icons, the share images, and `npm start`'s 301s. */
  hour: { 'Cache-Control': 'public, max-age=3600' },
  /** A page for the firm's staff (the intake page): no cache keeps it, and it names itself in no Referer. */
  private: { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  /** The not-found pages: a 404 today may be a page tomorrow. */
  never: { 'Cache-Control': 'no-store' },
} as const satisfies Record<string, Headers>;
export type CacheRule = keyof typeof cacheRules;

export interface ServedFile {
  /** The file, under the build's client/ folder. */
  file: string;
  type: string;
  cache: CacheRule;
  /** The name of its security headers in the table's `headers`. */
  headers: string;
  /** Those it gets where it is served over https, if others: a page's policy then upgrades insecure requests. */
  httpsHeaders?: string;
}

export interface Redirect {
  from: string;
  to: string;
  status: 301;
  cache: CacheRule;
  headers: string;
}

export interface ServingTable {
  /** The hosts the site answers on (data/firm.ts): the Caddyfile's site addresses. */
  hosts: string[];
  /** Every address answered with a file, by its URL path: the pages (/about) and every other file the build wrote. */
  files: Record<string, ServedFile>;
  redirects: Redirect[];
  /** A page's address with a trailing slash redirects to the page's (a static host sends its own 308). */
  trailingSlash: Omit<Redirect, 'from' | 'to'>;
  /** The page an unknown address gets, with status 404: its language's (data/locales.ts). */
  notFound: Record<Locale, ServedFile>;
  /** Named sets of security headers: the build's pages share `page` (`page-https`); every other file has `strict`. */
  headers: Record<string, Headers>;
  cache: typeof cacheRules;
}

export const servingTableFile = 'serving.json';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};
const typeOf = (file: string) => contentTypes[extname(file)] ?? 'application/octet-stream';

/** A page's file under client/, where the pre-render writes it. */
export const pageFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

/** The pages' security headers: the site-wide inline hashes, the hosted lead function's origin, over http and https. */
export function pageHeaders(inline: InlineHashes, leadOrigin: string | undefined): { page: Headers; 'page-https': Headers } {
  return {
    page: securityHeaders(pagePolicy(inline, { leadOrigin, upgradeInsecureRequests: false })),
    'page-https': securityHeaders(pagePolicy(inline, { leadOrigin, upgradeInsecureRequests: true })),
  };
}

/** Whether a served file is a page: the table's only HTML files. */
export const isPage = (file: ServedFile | undefined) => file?.type === contentTypes['.html'];

/** The addresses of the table's pages. */
export const pagesOf = (table: ServingTable) => Object.keys(table.files).filter((path) => isPage(table.files[path]));

export interface ServingInput {
  /** dist/client as the pre-render left it. */
  clientDir: string;
  pages: readonly string[];
  /** Pages for the firm's staff (the build's `private` pages). */
  privatePages: readonly string[];
  redirects: readonly { from: string; to: string }[];
  /** Each language's not-found page, under client/. */
  notFoundFiles: Record<Locale, string>;
  /** The inline hashes every page's policy allows (src/build/prerender.ts). */
  inline: InlineHashes;
  /** The hosted lead function's origin, when the browser bundle sends leads there (Supabase). */
  leadOrigin?: string;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

const movedPermanently = { status: 301, cache: 'hour', headers: 'strict' } as const;

/** The table of the build in `clientDir`. */
export async function servingTable({ clientDir, pages, privatePages, redirects, notFoundFiles, inline, leadOrigin }: ServingInput): Promise<ServingTable> {
  const files: ServingTable['files'] = {};
  const page = { type: contentTypes['.html']!, headers: 'page', httpsHeaders: 'page-https' };
  for (const path of pages) files[path] = { file: pageFile(path), cache: privatePages.includes(path) ? 'private' : 'page', ...page };
  for (const file of await listFiles(clientDir)) {
    // Pages are answered at their own address only; compressed copies go with the file they copy; the manifest is the build's business.
    if (file.endsWith('.html') || /\.(br|gz)$/.test(file) || file.startsWith('.vite/')) continue;
    files[`/${file}`] = { file, type: typeOf(file), cache: file.startsWith('assets/') ? 'immutable' : 'hour', headers: 'strict' };
  }
  const notFound = Object.fromEntries(
    Object.entries(notFoundFiles).map(([locale, file]) => [locale, { file, cache: 'never', ...page } satisfies ServedFile]),
  ) as Record<Locale, ServedFile>;
  return {
    hosts: Object.values(firm.hosts).map((origin) => new URL(origin).host),
    files,
    redirects: redirects.map(({ from, to }) => ({ from, to, ...movedPermanently })),
    trailingSlash: movedPermanently,
    notFound,
    headers: { ...pageHeaders(inline, leadOrigin), strict: securityHeaders(strictPolicy) },
    cache: cacheRules,
  };
}

/** The headers the table gives an answer with `served`: its security headers, then its cache rule's. */
export const headersOf = (table: ServingTable, served: { headers: string; cache: CacheRule }): Headers => ({
  ...table.headers[served.headers],
  ...table.cache[served.cache],
});
