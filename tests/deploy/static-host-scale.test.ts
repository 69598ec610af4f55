// The static-host tree at 520 pages on Cloudflare's own runtime, without pre-rendering 520 pages:
// a pre-render of tiny pages (each at <path>/index.html, as src/build/prerender.ts leaves them), an
// asset, an icon and a share image go through writeStaticHost() (the build's own _headers and
// _redirects), then `wrangler pages dev` serves the tree and plain HTTP requests check the answers.
// At this size the old one-rule-per-folder _headers failed the build (over Cloudflare's 100 rules).
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControl, writeStaticHost } from '../../src/build/static-host.ts';
import { pagePolicy } from '../../src/server/security-headers.ts';
import { freePort, launch, repoDir, type Launched } from '../support/processes.ts';
import { syntheticSite } from '../support/synthetic-site.ts';

const site = syntheticSite(520);
const files = ['/favicon.svg', '/robots.txt', site.files.find((file) => file.startsWith('/assets/'))!, `/og${site.pages.at(-1)}.png`];
const inline = { scripts: [], styles: [], styleAttributes: [] };
const policy = pagePolicy(inline, { upgradeInsecureRequests: true });

let scratch = '';
let base = '';
let wrangler: Launched | undefined;
let built: Awaited<ReturnType<typeof writeStaticHost>>;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'static-host-scale-'));
  const clientDir = join(scratch, 'client');
  const write = async (path: string, text: string) => {
    await mkdir(dirname(join(clientDir, path)), { recursive: true });
    await writeFile(join(clientDir, path), text);
  };
  await Promise.all([
    ...site.pages.map((page) => write(page === '/' ? 'index.html' : `${page.slice(1)}/index.html`, `<!doctype html><title>${page}</title><h1>${page}</h1>\n`)),
    write('404.html', '<!doctype html><title>Page not found</title><h1>404</h1>\n'),
    ...files.map((file) => write(file.slice(1), `${file}\n`)),
  ]);
  built = await writeStaticHost({ clientDir, outDir: join(scratch, 'static'), ...site, notFoundPages: ['/404.html'], inline });

  // As tests/playwright.config.ts runs it: Node 24 first on PATH, a scratch cwd for .wrangler, offline.
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  await mkdir(join(scratch, 'wrangler'));
  wrangler = await launch(
    join(repoDir, 'node_modules/.bin/wrangler'),
    ['pages', 'dev', join(scratch, 'static'), '--ip', '127.0.0.1', '--port', String(port), '--compatibility-date', '2026-05-01'],
    {
      cwd: join(scratch, 'wrangler'),
      env: {
        ...process.env,
        PATH: `${join(repoDir, 'node_modules/.bin')}:${process.env.PATH}`,
        WRANGLER_SEND_METRICS: 'false',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      },
      ready: () => fetch(`${base}/robots.txt`).then((response) => response.ok),
    },
  );
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

describe('a static-host tree of 520 pages under wrangler pages dev', () => {
  it('needs the same few _headers rules as the real site: /*, the root files, /assets/* and /og/*', async () => {
    expect(built.headerRules).toBe(1 + 2 + 2);
    const headers = await readFile(join(scratch, 'static/_headers'), 'utf8');
    expect(headers).toContain(`/assets/*\n  ! Cache-Control\n  Cache-Control: ${cacheControl.immutable}\n`);
    expect((await readFile(join(scratch, 'static/_redirects'), 'utf8')).split('\n')).toContain('/car-accident-lawyer /city-1-wa/car-accident-lawyer 301');
  });

  it.each([
    ['the first page', site.pages[0]!],
    ['a page in the middle', site.pages[260]!],
    ['the last page', site.pages.at(-1)!],
  ])('%s answers 200 with the page policy and one revalidated Cache-Control', async (_, path) => {
    const { status, headers } = await get(path);
    expect(status, path).toBe(200);
    expect(headers.get('content-security-policy'), path).toEqual([policy]);
    expect(headers.get('cache-control'), path).toEqual([cacheControl.page]);
  });

  it.each([
    ['the asset', files[2]!, cacheControl.immutable],
    ['the icon', '/favicon.svg', cacheControl.hour],
    ['a share image', files[3]!, cacheControl.hour],
  ])('%s answers 200 with its own Cache-Control, the only one, and the policy', async (_, path, cache) => {
    const { status, headers } = await get(path);
    expect(status, path).toBe(200);
    expect(headers.get('cache-control'), path).toEqual([cache]);
    expect(headers.get('content-security-policy'), path).toEqual([policy]);
  });

  it('a 301 of _redirects, the host’s 308 for a trailing slash, and the 404 page keep one of each header', async () => {
    const moved = await get('/car-accident-lawyer');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toEqual(['/city-1-wa/car-accident-lawyer']);
    expect(moved.headers.get('cache-control')).toEqual([cacheControl.page]);
    expect(moved.headers.get('content-security-policy')).toEqual([policy]);
    const slash = await get(`${site.pages.at(-1)}/`);
    expect(slash.status).toBe(308);
    expect(slash.headers.get('location')).toEqual([site.pages.at(-1)]);
    expect(slash.headers.get('cache-control')).toEqual([cacheControl.page]);
    // Cloudflare sends any 404 with `no-store`, whatever _headers says.
    for (const path of ['/city-9-wa/no-such-page', '/assets/no-such-file.js']) {
      const missing = await get(path);
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get('cache-control'), path).toEqual(['no-store']);
      expect(missing.headers.get('content-security-policy'), path).toEqual([policy]);
    }
  });
});
