// What only the static-host tree needs (the `static-host` project, dist/static under `wrangler pages
// dev`): no compressed copies in it, and at every address the headers the serving table gives it as
// Pages can say them (tests/support/cloudflare-pages.ts), each in one line: Pages sends every
// matching `_headers` rule's value, comma-joined, and two CSPs are two enforced policies. The routes,
// 404 and security headers are the shared specs, tagged @static-host; pages.spec.ts visits the pages
// that carry every kind of block there (site.ts, pagesWithEveryBlock).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';
import { flatPageFile } from '../../src/build/static-host.ts';
import { isPage, pagesOf, servingTableFile, type ServingTable } from '../../src/serving/serving-table.ts';
import { notFoundPages } from '../../src/server/not-found-pages.ts';
import { expectedOnPages } from '../support/cloudflare-pages.ts';
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

  test('every answer has what the serving table gives it, each header in one line', async ({ request }) => {
    const table = JSON.parse(readFileSync(join(staticDir, '..', servingTableFile), 'utf8')) as ServingTable;
    const paths = [
      ...Object.keys(table.files),
      ...pagesOf(table).flatMap((page) => (page === '/' ? [] : [`${page}/`, `/${flatPageFile(page)}`])),
      ...table.redirects.map(({ from }) => from),
    ];
    const statuses = new Map<number, number>();
    // Ten at a time, headers only: the answers' bodies are the first test's.
    const answers: [string, APIResponse][] = [];
    for (let index = 0; index < paths.length; index += 10) {
      const batch = paths.slice(index, index + 10);
      answers.push(...(await Promise.all(batch.map(async (path) => [path, await request.head(path, { maxRedirects: 0 })] as [string, APIResponse]))));
    }
    for (const [path, response] of answers) {
      statuses.set(response.status(), (statuses.get(response.status()) ?? 0) + 1);
      const sent = Object.fromEntries(
        Object.keys(expectedOnPages(table, path)).map((name) => [
          name,
          response
            .headersArray()
            .filter((header) => header.name.toLowerCase() === name)
            .map((header) => header.value),
        ]),
      );
      expect(sent, path).toEqual(Object.fromEntries(Object.entries(expectedOnPages(table, path)).map(([name, value]) => [name, [value]])));
      // The types are Pages' own, by extension (favicon.ico: image/vnd.microsoft.icon, not the table's image/x-icon); a page is HTML.
      if (response.status() === 200 && isPage(table.files[path])) expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
    }
    // Pages and files 200; each page at its flat file or with a slash, Pages' own 308; the table's 301s.
    const pages = pagesOf(table).length;
    expect(Object.fromEntries(statuses)).toEqual({ 200: Object.keys(table.files).length, 308: 2 * (pages - 1), 301: table.redirects.length });
  });
});
