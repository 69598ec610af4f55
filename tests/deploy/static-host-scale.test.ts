// The static-host tree at 520 pages on Cloudflare's own runtime, without pre-rendering 520 pages:
// a build of tiny pages and its serving table (tests/support/synthetic-site.ts) go through
// writeStaticHost() (the build's own _headers and _redirects), then `wrangler pages dev` serves the
// tree and plain HTTP requests check that every answer has what the table gives it, and what the
// reading of _headers by Pages' rules (tests/support/cloudflare-pages.ts) says it has.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeStaticHost } from '../../src/build/static-host.ts';
import { pagesOf, type ServingTable } from '../../src/serving/serving-table.ts';
import { expectedOnPages, pagesHeaders, startPagesDev } from '../support/cloudflare-pages.ts';
import { freePort, type Launched } from '../support/processes.ts';
import { syntheticBuild } from '../support/synthetic-site.ts';

let scratch = '';
let base = '';
let wrangler: Launched | undefined;
let table: ServingTable;
let headersText = '';
let built: Awaited<ReturnType<typeof writeStaticHost>>;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'static-host-scale-'));
  table = await syntheticBuild(520, scratch);
  built = await writeStaticHost(table, join(scratch, 'client'), join(scratch, 'static'));
  headersText = await readFile(join(scratch, 'static/_headers'), 'utf8');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  wrangler = await startPagesDev(join(scratch, 'static'), port, join(scratch, 'wrangler'));
});

afterAll(async () => {
  if (wrangler && wrangler.child.exitCode === null) {
    wrangler.child.kill('SIGTERM');
    await wrangler.exited;
  }
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** One plain GET, not following redirects; every header line as sent (a repeated header stays two). */
const get = (path: string) =>
  new Promise<{ status: number; headers: Map<string, string[]> }>((resolve, reject) => {
    request(`${base}${path}`, (answer) => {
      const headers = new Map<string, string[]>();
      for (let index = 0; index < answer.rawHeaders.length; index += 2) {
        const name = answer.rawHeaders[index]!.toLowerCase();
        headers.set(name, [...(headers.get(name) ?? []), answer.rawHeaders[index + 1]!]);
      }
      answer.resume();
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers }));
    })
      .on('error', reject)
      .end();
  });

/** The headers that both readings speak of, as Pages sent them: every line of each (a repeated header stays two). */
const sentOf = (headers: Map<string, string[]>, names: Iterable<string>) => Object.fromEntries([...names].map((name) => [name, headers.get(name)]));

describe('a static-host tree of 520 pages under wrangler pages dev', () => {
  it('needs the same few _headers rules as the real site, and _redirects has the 301s', async () => {
    // /*, the intake page (at /intake, /intake.html and /intake/), the 8 root files, /assets/* and /og/*.
    expect(built.headerRules).toBe(1 + 3 + 8 + 2);
    expect((await readFile(join(scratch, 'static/_redirects'), 'utf8')).split('\n')).toContain('/car-accident-lawyer /city-1-wa/car-accident-lawyer 301');
  });

  const pages = () => pagesOf(table);
  it.each([
    ['the first page', () => pages()[0]!, 200],
    ['a page in the middle', () => pages()[260]!, 200],
    ['the last page', () => pages().at(-1)!, 200],
    ['the intake page', () => '/intake', 200],
    ['the intake page’s flat file', () => '/intake.html', 308],
    ['the intake page with a slash', () => '/intake/', 308],
    ['a page with a slash', () => `${pages().at(-1)}/`, 308],
    ['the asset', () => Object.keys(table.files).find((file) => file.startsWith('/assets/'))!, 200],
    ['the icon', () => '/favicon.svg', 200],
    ['a share image', () => `/og${pages().at(-1)}.png`, 200],
    ['a 301 of _redirects', () => '/car-accident-lawyer', 301],
  ])('%s answers as the table and the reading of _headers say, one line of each header', async (_, pathOf, status) => {
    const path = pathOf();
    const answer = await get(path);
    expect(answer.status, path).toBe(status);
    const expected = expectedOnPages(table, path);
    const read = pagesHeaders(headersText, path);
    expect(Object.fromEntries([...read].map(([name, { value }]) => [name, value])), path).toEqual(expected);
    expect(sentOf(answer.headers, Object.keys(expected)), path).toEqual(Object.fromEntries(Object.entries(expected).map(([name, value]) => [name, [value]])));
  });

  it('sends the 404 page at unknown addresses, with the policy and Pages’ own no-store', async () => {
    // Cloudflare sends any 404 with `no-store`, whatever _headers says.
    for (const path of ['/city-9-wa/no-such-page', '/assets/no-such-file.js']) {
      const missing = await get(path);
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get('cache-control'), path).toEqual(['no-store']);
      expect(missing.headers.get('content-security-policy'), path).toEqual([expectedOnPages(table, path)['content-security-policy']]);
    }
  });
});
