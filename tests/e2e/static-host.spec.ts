// What only the static-host tree needs (the `static-host` project, dist/static under `wrangler pages
// dev`): no compressed copies in it, and no answer with a header joined from two `_headers` rules
// (the host sends every matching rule's value, comma-joined: two CSPs are two enforced policies),
// though /* and a later rule both set Cache-Control for the files (the later one detaches the first).
// The routes, 301s, 404 and security headers are the shared specs, tagged @static-host; pages.spec.ts
// visits the pages that carry every kind of block there (site.ts, pagesWithEveryBlock).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';
import { cacheControl, flatPageFile } from '../../src/build/static-host.ts';
import { notFoundPages } from '../../src/server/not-found-pages.ts';
import { pagePolicy, type InlineHashes } from '../../src/server/security-headers.ts';
import { site, staticHost } from './site';

const staticDir = process.env.E2E_STATIC_DIR!;
const files = readdirSync(staticDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => `/${relative(staticDir, join(entry.parentPath, entry.name))}`);

test.describe('static-host tree', staticHost, () => {
  test('has every page as a flat file, the build’s own page byte for byte, and no .br/.gz copy or .vite folder', () => {
    expect(files.filter((file) => /\.(br|gz)$/.test(file) || file.startsWith('/.vite/'))).toEqual([]);
    for (const page of site.pages) {
      const flat = `/${flatPageFile(page.path)}`;
      expect(files).toContain(flat);
      // What npm start serves at that address: so the browser visits of pages.spec.ts stand for both hosts.
      const built = join(staticDir, '../client', page.path, 'index.html');
      expect(readFileSync(join(staticDir, flat)).equals(readFileSync(built)), flat).toBe(true);
    }
    expect(files.filter((file) => file.endsWith('/index.html'))).toEqual(['/index.html']);
    for (const file of [...notFoundPages, '/_headers', '/_redirects', '/sitemap.xml', '/robots.txt']) expect(files).toContain(file);
  });

  test('no answer carries a Content-Security-Policy or Cache-Control joined from two rules', async ({ request }) => {
    // The policy npm start sends a page over https, from the same build.
    const routes = JSON.parse(readFileSync(join(staticDir, '../routes.json'), 'utf8')) as { inline: Record<string, InlineHashes>; leadOrigin?: string };
    const expected = pagePolicy(routes.inline['/index.html']!, { leadOrigin: routes.leadOrigin, upgradeInsecureRequests: true });
    const served = files.filter((file) => !/^\/(_headers|_redirects)$/.test(file) && !file.endsWith('.html'));
    const answers: [string, string, APIResponse][] = [];
    const fetchOne = async (path: string, method = 'GET') => answers.push([`${method} ${path}`, path, await request.fetch(path, { method, maxRedirects: 0 })]);
    for (const page of site.pages) {
      await fetchOne(page.path);
      if (page.path !== '/') await fetchOne(`${page.path}/`);
    }
    for (const redirect of site.redirects) await fetchOne(redirect.from);
    const unknown = ['/no-such-page', '/assets/no-such-file.js', '/kent-wa/no-such-page', '/es/no-such-page', '/es/kent-wa/no-such-page'];
    for (const path of [...served, ...unknown, '/about.html', '/404']) await fetchOne(path);
    await fetchOne('/about', 'DELETE');

    const statuses = new Map<number, number>();
    const pages = new Set<string>(site.pages.map((page) => page.path));
    // The intake page: kept by no cache (cacheControl.private).
    const privatePages = new Set<string>(site.pages.filter((page) => page.meta.private).map((page) => page.path));
    for (const [label, path, response] of answers) {
      statuses.set(response.status(), (statuses.get(response.status()) ?? 0) + 1);
      const values = (name: string) =>
        response
          .headersArray()
          .filter((header) => header.name.toLowerCase() === name)
          .map((header) => header.value);
      const policies = values('content-security-policy');
      expect(policies, label).toEqual([expected]);
      const cache = values('cache-control');
      expect(cache.length, label).toBeLessThanOrEqual(1);
      const directives = (cache[0] ?? '')
        .split(',')
        .map((directive) => directive.trim().split('=')[0]!.toLowerCase())
        .filter(Boolean);
      expect(directives.length, `${label}: ${cache[0]}`).toBe(new Set(directives).size);
      // /* gives HTML and the redirects (the 301s, the host's 308s) the pages' value; a later rule replaces it for the other files.
      const html = (response.headers()['content-type'] ?? '').startsWith('text/html');
      if (response.status() === 200 && pages.has(path)) expect(html, label).toBe(true);
      // The intake page at /intake, /intake.html and /intake/ (its 308) alike.
      if ([200, 308].includes(response.status()) && privatePages.has(path.replace(/(\.html|\/)$/, ''))) expect(cache, label).toEqual([cacheControl.private]);
      else if ([301, 308].includes(response.status()) || (response.status() === 200 && html)) expect(cache, label).toEqual([cacheControl.page]);
      else if (response.status() === 200) expect(cache, label).toEqual([path.startsWith('/assets/') ? cacheControl.immutable : cacheControl.hour]);
      if (response.status() === 404) expect(cache, label).toEqual(['no-store']);
    }
    // The kinds of answer that were checked: pages and files, redirects (301 and the host's 308), 404s, the 405.
    expect(Object.fromEntries(statuses)).toEqual({
      200: site.pages.length + served.length + 1,
      301: site.redirects.length,
      308: site.pages.length - 1 + 1,
      404: unknown.length,
      405: 1,
    });
  });
});
