// The static-host reading of the serving table (src/build/static-host.ts): at 62 pages and at 520,
// `_headers` gives every address what the table gives it, each header from one rule, with the same
// few rules; Cloudflare Pages' limits fail the build clearly. Read by Pages' rules here
// (tests/support/cloudflare-pages.ts); tests/deploy/static-host-scale.test.ts holds that reading
// to `wrangler pages dev`, and tests/e2e/static-host.spec.ts the real build's tree.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { flatPageFile, headerRules, headersFile, limits, redirectsFile } from '../../src/build/static-host.ts';
import { pagesOf, type ServingTable } from '../../src/serving/serving-table.ts';
import { expectedOnPages, pagesHeaders } from '../support/cloudflare-pages.ts';
import { syntheticBuild } from '../support/synthetic-site.ts';

const scratch = await mkdtemp(join(tmpdir(), 'static-host-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** Every kind of address a visitor can ask Pages for (an unknown one's Cache-Control is Pages' own: see the wrangler test). */
const addresses = (table: ServingTable) => [
  ...Object.keys(table.files),
  ...pagesOf(table).flatMap((page) => (page === '/' ? [] : [`${page}/`, `/${flatPageFile(page)}`])),
  ...table.redirects.map(({ from }) => from),
  '/no-such-page',
  '/city-9-wa/no-such-page',
  '/es/no-such-page',
];

describe('the static-host _headers', () => {
  it('gives every address what the table gives it, each header from one rule, with the same rules at 62 pages and at 520', async () => {
    const ruleSets = [];
    for (const count of [62, 520]) {
      const table = await syntheticBuild(count, join(scratch, String(count)));
      expect(pagesOf(table)).toHaveLength(count);
      const rules = headerRules(table);
      const text = headersFile(rules);
      for (const path of addresses(table)) {
        const sent = pagesHeaders(text, path);
        expect(Object.fromEntries([...sent].map(([name, { value }]) => [name, value])), path).toEqual(expectedOnPages(table, path));
        expect(
          [...sent.values()].filter(({ rules }) => rules > 1),
          path,
        ).toEqual([]);
      }
      ruleSets.push(rules);
    }
    // /*, the intake page (at /intake, /intake.html and /intake/), the 8 root files, /assets/* and /og/*.
    expect(ruleSets[0]).toHaveLength(1 + 3 + 8 + 2);
    expect(ruleSets[1]).toEqual(ruleSets[0]);
  });

  it("fails past Cloudflare Pages' limits, and on an address _redirects would misread", () => {
    const many = Array.from({ length: limits.headerRules + 1 }, (_, index) => ({ pattern: `/p${index}`, headers: { 'Cache-Control': 'no-store' } }));
    expect(() => headersFile(many)).toThrow(/101 rules, over Cloudflare Pages' limit of 100/);
    expect(() => headersFile([{ pattern: '/*', headers: { 'Content-Security-Policy': 'x'.repeat(2000) } }])).toThrow(/over Cloudflare Pages' limit of 2000/);
    const redirects = Array.from({ length: limits.staticRedirects + 1 }, (_, index) => ({
      from: `/old-${index}`,
      to: '/',
      status: 301 as const,
      cache: 'hour' as const,
      headers: 'strict',
    }));
    expect(() => redirectsFile(redirects)).toThrow(/2001 redirects, over Cloudflare Pages' limit of 2000/);
    expect(redirectsFile(redirects.slice(0, 2))).toMatch(/^\/old-0 \/ 301\n\/old-1 \/ 301\n$/m);
    expect(() => redirectsFile([{ ...redirects[0]!, from: '/old page' }])).toThrow(/would read as syntax/);
  });
});
