// The serving table of the real build (dist/serving.json, src/serving/serving-table.ts): each rule
// once, then `npm start`'s reading of it (src/server/site-server.ts) at every address it lists.
// The other readings: tests/unit/static-host.test.ts and tests/e2e/static-host.spec.ts (_headers,
// _redirects), tests/deploy/caddy.test.ts (the Caddyfile).
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firm } from '../../data/firm.ts';
import { localeIds } from '../../data/locales.ts';
import { site } from '../../pages.config.ts';
import { caddyfile } from '../../src/build/caddyfile.ts';
import { headersOf, isPage, pagesOf, servingTableFile, type ServingTable } from '../../src/serving/serving-table.ts';
import { ensureFreshBuild } from '../../src/server/fresh-build.ts';
import { notFoundPage } from '../../src/server/not-found-pages.ts';
import { createSiteServer } from '../../src/server/site-server.ts';

let table: ServingTable;
beforeAll(() => {
  ensureFreshBuild();
  table = JSON.parse(readFileSync(join('dist', servingTableFile), 'utf8')) as ServingTable;
}, 300_000);

describe('the serving table', () => {
  it('answers each page at its address, a staff page kept by no cache and named in no Referer', () => {
    expect(pagesOf(table).sort()).toEqual(site.pages.map((page) => page.path).sort());
    for (const page of site.pages) {
      const served = table.files[page.path]!;
      expect(served.cache, page.path).toBe(page.meta.private ? 'private' : 'page');
      expect(served.headers, page.path).toBe('page');
      expect(served.httpsHeaders, page.path).toBe('page-https');
    }
    expect(site.pages.filter((page) => page.meta.private).length).toBeGreaterThan(0);
    expect(headersOf(table, table.files['/intake']!)).toMatchObject({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
    expect(headersOf(table, table.files['/']!)).toMatchObject({ 'Cache-Control': 'public, max-age=0, must-revalidate' });
  });

  it('answers every other file the build wrote, hashed assets for a year, the rest for an hour, under the strict policy', () => {
    const files = Object.entries(table.files).filter(([, served]) => !isPage(served));
    expect(files.map(([path]) => path)).toEqual(expect.arrayContaining(['/robots.txt', '/sitemap.xml', '/site.webmanifest', '/favicon.svg']));
    for (const [path, served] of files) {
      expect(served, path).toMatchObject({ file: path.slice(1), headers: 'strict', cache: path.startsWith('/assets/') ? 'immutable' : 'hour' });
      expect(path, 'no page file, compressed copy or manifest at an address of its own').not.toMatch(/\.(html|br|gz)$|^\/\.vite\//);
    }
    expect(headersOf(table, table.files[files.find(([path]) => path.startsWith('/assets/'))![0]]!)['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('redirects each old address to a page with a 301, and answers an unknown one with its language’s 404 page', () => {
    expect(table.redirects.length).toBeGreaterThan(0);
    for (const redirect of table.redirects) expect(isPage(table.files[redirect.to]), redirect.from).toBe(true);
    expect(new Set(table.redirects.map(({ status, cache, headers }) => `${status} ${cache} ${headers}`))).toEqual(new Set(['301 hour strict']));
    expect(Object.keys(table.notFound).sort()).toEqual([...localeIds].sort());
    for (const locale of localeIds) expect(table.notFound[locale]).toMatchObject({ file: notFoundPage(locale).slice(1), cache: 'never' });
  });

  it('gives pages a policy that upgrades requests over https only, and names the firm’s hosts for the Caddyfile', () => {
    const page = table.headers.page!['Content-Security-Policy']!;
    expect(table.headers['page-https']!['Content-Security-Policy']).toBe(`${page}; upgrade-insecure-requests`);
    expect(table.headers.strict!['Content-Security-Policy']).toMatch(/^default-src 'none'/);
    const hosts = Object.values(firm.hosts).map((origin) => new URL(origin).host);
    expect(table.hosts).toEqual(hosts);
    expect(caddyfile(table)).toContain(`{$SITE_ADDRESS:${hosts.join(', ')}} {`);
  });
});

describe('npm start’s reading of the table', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = await createSiteServer({ distDir: 'dist', log: () => {} });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const ask = (path: string, init: RequestInit = {}) => fetch(base + path, { method: 'HEAD', redirect: 'manual', ...init });
  /** Whether `response` carries every header of `expected`, with its value. */
  const expectHeaders = (label: string, response: Response, expected: Record<string, string>) =>
    expect(Object.fromEntries(Object.keys(expected).map((name) => [name, response.headers.get(name)])), label).toEqual(expected);

  it('answers every address of the table with its file, type, security headers and cache rule', async () => {
    for (const [path, served] of Object.entries(table.files)) {
      const response = await ask(path);
      expect(response.status, path).toBe(200);
      expectHeaders(path, response, { ...headersOf(table, served), 'Content-Type': served.type });
    }
  });

  it('redirects the table’s old addresses, and a page’s address with a slash, with their rule', async () => {
    for (const redirect of [...table.redirects, { ...table.trailingSlash, from: '/about/', to: '/about' }]) {
      const response = await ask(`${redirect.from}?q=1`);
      expect(response.status, redirect.from).toBe(redirect.status);
      expectHeaders(redirect.from, response, { ...headersOf(table, redirect), Location: `${redirect.to}?q=1` });
    }
  });

  it('answers an unknown address with its language’s 404 page, and a page file’s own address too', async () => {
    for (const [path, locale] of [
      ['/no-such-page', 'en'],
      ['/about/index.html', 'en'],
      ['/es/no-such-page', 'es'],
    ] as const) {
      const response = await ask(path, { method: 'GET' });
      expect(response.status, path).toBe(404);
      expectHeaders(path, response, headersOf(table, table.notFound[locale]));
      expect(await response.text(), path).toBe(readFileSync(join('dist/client', table.notFound[locale].file), 'utf8'));
    }
  });

  it('sends the brotli or gzip copy to who accepts it, and 304 with the same headers to who has the file', async () => {
    const identity = await ask('/', { method: 'GET', headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
    for (const encoding of ['br', 'gzip'])
      expect((await ask('/', { headers: { 'accept-encoding': encoding } })).headers.get('content-encoding')).toBe(encoding);
    const unchanged = await ask('/', { method: 'GET', headers: { 'if-none-match': identity.headers.get('etag')! } });
    expect(unchanged.status).toBe(304);
    expectHeaders('304', unchanged, headersOf(table, table.files['/']!));
  });
});
