// @vitest-environment jsdom
// What a page shows before it is opened, read from the build as a crawler or a browser reads it:
// every pre-rendered page's share card (Open Graph, X) and its image file, the icons and the web app
// manifest, and the firm's facts in each office's LegalService.
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firm } from '../../data/firm.ts';
import { locales } from '../../data/locales.ts';
import { offices } from '../../data/offices.ts';
import { site } from '../../pages.config.ts';
import { officePath } from '../../src/pages/paths.ts';
import { ensureFreshBuild } from '../../src/server/fresh-build.ts';
import { notFoundPages } from '../../src/server/not-found-pages.ts';
import { createSiteServer } from '../../src/server/site-server.ts';

beforeAll(() => ensureFreshBuild(), 300_000);

const clientDir = 'dist/client';
const pageHtml = (path: string) => readFileSync(join(clientDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`), 'utf8');
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const metaContent = (document: Document, key: string) =>
  document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? undefined;

/** A PNG's size from its IHDR chunk, or undefined when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The file the build wrote for a URL path of the site, under dist/client or dist/static. */
const builtFile = (pathname: string, dir = clientDir) => join(dir, decodeURIComponent(pathname));

describe('every pre-rendered page has a share card', () => {
  it.each(site.pages.map((page) => [page.path, page] as const))('%s', (path, page) => {
    const document = parse(pageHtml(path));
    const image = metaContent(document, 'og:image');
    expect(image, 'og:image').toBeDefined();
    const url = new URL(image!);
    expect(url.origin, 'og:image is on the canonical host').toBe(new URL(page.meta.canonical).origin);
    expect(url.protocol).toBe('https:');
    for (const dir of [clientDir, 'dist/static']) {
      const file = builtFile(url.pathname, dir);
      expect(existsSync(file), `${file} exists`).toBe(true);
      expect(pngSize(readFileSync(file)), file).toEqual({ width: 1200, height: 630 });
    }
    expect(metaContent(document, 'og:image:width')).toBe('1200');
    expect(metaContent(document, 'og:image:height')).toBe('630');
    // The card shows the page's own h1; its alt text says so.
    const h1 = document.querySelector('h1')?.textContent ?? '';
    expect(h1.length).toBeGreaterThan(0);
    expect(metaContent(document, 'og:image:alt')).toBe(`${firm.names.primary}: ${h1}`);
    expect(metaContent(document, 'og:site_name')).toBe(firm.names.primary);
    expect(metaContent(document, 'og:locale')).toBe(locales[page.locale].ogLocale);
    expect(metaContent(document, 'twitter:card')).toBe('summary_large_image');
    expect(document.querySelectorAll('meta[property="og:image"]')).toHaveLength(1);
  });

  it('gives pages that share a canonical address (a practice page in each city) one image', () => {
    const images = (path: string) => metaContent(parse(pageHtml(path)), 'og:image');
    expect(images('/seattle-wa/wrongful-death-lawyer')).toBe(images('/kent-wa/wrongful-death-lawyer'));
    expect(images('/seattle-wa/personal-injury-lawyer')).not.toBe(images('/kent-wa/personal-injury-lawyer'));
  });
});

describe('the icons and the web app manifest', () => {
  const linked = (rel: string) => [...parse(pageHtml('/')).querySelectorAll(`link[rel="${rel}"]`)].map((link) => link.getAttribute('href') ?? '');

  it('are linked from every page, the 404 pages too, and exist', () => {
    for (const html of [...site.pages.map((page) => pageHtml(page.path)), ...notFoundPages.map((page) => readFileSync(join(clientDir, page), 'utf8'))]) {
      const document = parse(html);
      const hrefs = ['icon', 'apple-touch-icon', 'manifest'].flatMap((rel) =>
        [...document.querySelectorAll(`link[rel="${rel}"]`)].map((link) => link.getAttribute('href')!),
      );
      expect(hrefs).toEqual(['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png', '/site.webmanifest']);
      // The manifest after the first paint (src/layout/document.tsx): the loader links it; the head, only for a visitor without scripts.
      expect(document.querySelector('link[rel="manifest"]')?.parentElement?.tagName).toBe('NOSCRIPT');
      expect(document.querySelector('script[data-manifest]')?.getAttribute('data-manifest')).toBe('/site.webmanifest');
      for (const href of hrefs) expect(existsSync(builtFile(href)), href).toBe(true);
    }
  });

  it('are what they claim: an SVG, an .ico of 16 and 32 px PNGs, a 180 px touch icon', () => {
    expect(readFileSync(builtFile(linked('icon')[1]!), 'utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/);
    const ico = readFileSync(builtFile('/favicon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 2]);
    const entries = [0, 1].map((index) => {
      const entry = 6 + 16 * index;
      const [size, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
      return { declared: ico.readUInt8(entry), image: pngSize(ico.subarray(offset, offset + size)) };
    });
    expect(entries).toEqual([
      { declared: 16, image: { width: 16, height: 16 } },
      { declared: 32, image: { width: 32, height: 32 } },
    ]);
    expect(pngSize(readFileSync(builtFile(linked('apple-touch-icon')[0]!)))).toEqual({ width: 180, height: 180 });
  });

  it('the manifest parses, with its required fields and icons of the sizes it names', () => {
    const manifest = JSON.parse(readFileSync(builtFile(linked('manifest')[0]!), 'utf8')) as Record<string, unknown> & {
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({
      name: firm.names.primary,
      short_name: firm.shortName,
      start_url: '/',
      display: 'standalone',
      theme_color: parse(pageHtml('/')).querySelector('meta[name="theme-color"]')?.getAttribute('content'),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(icon.type).toBe('image/png');
      expect(pngSize(readFileSync(builtFile(icon.src))), icon.src).toEqual({ width, height });
    }
  });

  describe('as the server sends them', () => {
    let server: Server;
    let base: string;
    beforeAll(async () => {
      server = await createSiteServer({ distDir: 'dist', log: () => {} });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('the manifest as application/manifest+json, which every page’s policy lets it load', async () => {
      const manifest = await fetch(`${base}/site.webmanifest`);
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
      const page = await fetch(`${base}/`);
      expect(page.headers.get('content-security-policy')).toMatch(/(^|; )manifest-src 'self'(;|$)/);
      for (const [path, type] of [
        ['/favicon.ico', 'image/x-icon'],
        ['/favicon.svg', 'image/svg+xml'],
        ['/og/index.png', 'image/png'],
      ]) {
        expect((await fetch(base + path)).headers.get('content-type'), path).toBe(type);
      }
    });
  });
});

describe("each office's LegalService", () => {
  it.each(Object.values(offices).map((office) => [office.city, officePath(office.slug)] as const))(
    '%s: logo, image, hours, price range and profiles',
    (_city, path) => {
      const document = parse(pageHtml(path));
      const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
      );
      const service = scripts.find((data) => data['@type'] === 'LegalService');
      expect(service).toBeDefined();
      const canonical = new URL(document.querySelector('link[rel="canonical"]')!.getAttribute('href')!);
      for (const key of ['logo', 'image'] as const) {
        const url = new URL(String(service![key]));
        expect(url.origin, key).toBe(canonical.origin);
        const file = builtFile(url.pathname);
        expect(existsSync(file), `${key}: ${file}`).toBe(true);
        expect(pngSize(readFileSync(file)), key).toBeDefined();
      }
      expect(String(service!.image)).toBe(metaContent(document, 'og:image'));
      expect(service!.openingHoursSpecification).toEqual([
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '08:00',
          closes: '18:00',
        },
      ]);
      expect(service!.priceRange).toBe('Free consultation');
      expect(service!.sameAs).toEqual(firm.social.map((link) => link.href));
    },
  );
});
