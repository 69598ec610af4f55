// After `vite build` (browser) and `vite build --ssr` (the server entry and, beside it, the site it
// renders: pages.config.ts, see vite.config.ts): asks the router for every route it has, and keeps
// what it answers: each page (200) in dist/client/<path>/index.html, each redirect (301) with its
// target, and each language's not-found page (404) as 404.html under its prefix (/404.html,
// /es/404.html). Then robots.txt, each page's share image and the icons (./og-images.ts,
// ./icons.ts), and the gzip and brotli copies of text files. That one result, with the pages' CSP
// hashes, is the serving table (dist/serving.json, src/serving/serving-table.ts) that `npm start`,
// the static host's tree (dist/static, ./static-host.ts) and dist/Caddyfile read; and sitemap.xml.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { localeIds, locales, type Locale } from '../../data/locales.ts';
import { notFoundPage } from '../server/not-found-pages.ts';
import { inlineHashes, type InlineHashes } from '../server/security-headers.ts';
import type * as ServerEntry from '../entry-server.tsx';
import type { Site } from '../pages/page-config.ts';
import { servingTable, servingTableFile } from '../serving/serving-table.ts';
import { caddyfile } from './caddyfile.ts';
import { compressTree } from './compress.ts';
import { criticalCss, withCriticalCss } from './critical-css.ts';
import { writeIcons } from './icons.ts';
import { islandManifestKey, islandNames } from './islands-in-html.ts';
import { writeShareImages } from './og-images.ts';
import { writeStaticHost } from './static-host.ts';

// DIST_DIR builds a second tree beside dist/ (the Supabase build of tests/deploy).
const root = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : fileURLToPath(new URL('../../dist/', import.meta.url));
const clientDir = join(root, 'client');
const started = performance.now();

// The one place the site meets its renderer: the config, built beside the server entry, is handed to it.
const { site } = (await import(join(root, 'server/pages.config.js'))) as { site: Site };
const { render, routePaths, sitemapUrls, primaryHost, shareCards } = (await import(join(root, 'server/entry-server.js'))) as typeof ServerEntry;

type Chunk = { file: string; css?: string[]; isEntry?: boolean };
const manifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
const entry = entryKey ? manifest[entryKey] : undefined;
if (!entryKey || !entry) throw new Error('The client build has no entry chunk');

const assets: ServerEntry.RenderAssets = { scripts: [`/${entry.file}`], css: (entry.css ?? []).map((file) => `/${file}`) };

/**
 * Adds the chunks of the page's islands to the modules its loader starts (src/layout/document.tsx),
 * so they download alongside the entry instead of after it.
 */
function withIslandModules(html: string): string {
  const files = islandNames(html).map((name) => {
    const chunk = manifest[islandManifestKey(name)];
    if (!chunk) throw new Error(`The page hydrates the island ${name}, but the client build has no chunk for it`);
    return `/${chunk.file}`;
  });
  const loader = `data-module="${assets.scripts.join(' ')}"`;
  if (!html.includes(loader)) throw new Error('The page has no script loader: update withIslandModules() in src/build/prerender.ts');
  return html.replace(loader, `data-module="${[...assets.scripts, ...files].join(' ')}"`);
}

const htmlFile = (path: string) => join(clientDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

async function write(file: string, content: string) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
}

/**
 * The inline code of the pages, for their CSP (src/server/security-headers.ts). Client-side
 * navigation brings one page's markup into another page's document, so every page allows what
 * any page has: one site-wide set.
 */
const hashes: InlineHashes[] = [];
/** Every page as rendered, written once the critical CSS of them all is known. */
const rendered: { file: string; html: string }[] = [];
async function writeDocument(file: string, html: string) {
  hashes.push(inlineHashes(html));
  await write(file, html);
}

const table: { pages: string[]; redirects: { from: string; to: string }[]; privatePages: string[] } = {
  pages: [],
  redirects: [],
  privatePages: site.pages.filter((page) => page.meta.private).map((page) => page.path),
};
for (const path of routePaths(site)) {
  const answer = await render(site, path, assets);
  const location = answer.headers.get('Location');
  if (answer.status === 200) {
    table.pages.push(path);
    rendered.push({ file: htmlFile(path), html: withIslandModules(await answer.text()) });
  } else if (answer.status === 301 && location) {
    table.redirects.push({ from: path, to: location });
  } else {
    throw new Error(`The router answered ${path} with status ${answer.status}`);
  }
}

// Each language's not-found page, rendered at an address under its prefix (src/server/not-found-pages.ts).
for (const locale of localeIds) {
  const notFound = await render(site, `${locales[locale].prefix}/__not-found__`, assets);
  if (notFound.status !== 404) throw new Error(`The ${locale} not-found page rendered with status ${notFound.status}`);
  rendered.push({ file: join(clientDir, notFoundPage(locale)), html: withIslandModules(await notFound.text()) });
}

// The rules every page's first screen uses, inlined in each (src/build/critical-css.ts): one text, one CSP hash.
const stylesheet = (await Promise.all(assets.css.map((href) => readFile(join(clientDir, href), 'utf8')))).join('');
const critical = criticalCss(
  stylesheet,
  rendered.map((page) => page.html),
);
for (const page of rendered) await writeDocument(page.file, withCriticalCss(page.html, critical));

// The hosted function the browser bundle was built to call (blocks/lead-form/lead-client.ts), read the way Vite read it.
const supabaseUrl = loadEnv('production', fileURLToPath(new URL('../..', import.meta.url)), 'VITE_').VITE_SUPABASE_URL;
const leadOrigin = supabaseUrl ? new URL(supabaseUrl).origin : undefined;

// Pages name either of the firm's two hosts as canonical. One sitemap on the primary host may list
// both: each host answers the same robots.txt, whose Sitemap line points here, which is how the
// sitemaps protocol lets a sitemap name another host's pages.
const sitemap = sitemapUrls(site);
const sitemapLocations = table.pages.flatMap((path) => sitemap[path] ?? []);
await write(
  join(clientDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${sitemapLocations
    .map(
      ({ loc, alternates }) =>
        `  <url><loc>${loc}</loc>${alternates.map((alternate) => `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${alternate.href}"/>`).join('')}</url>`,
    )
    .join('\n')}\n</urlset>\n`,
);
await write(join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${primaryHost}/sitemap.xml\n`);
const imagesStarted = performance.now();
const [shareImages, iconFiles] = await Promise.all([writeShareImages(shareCards(site), clientDir), writeIcons(clientDir)]);
const imagesMs = Math.round(performance.now() - imagesStarted);
const union = (pick: (hashes: InlineHashes) => string[]) => [...new Set(hashes.flatMap(pick))];
const siteInline: InlineHashes = {
  scripts: union((page) => page.scripts),
  styles: union((page) => page.styles),
  styleAttributes: union((page) => page.styleAttributes),
};

await compressTree(clientDir);
const notFoundFiles = Object.fromEntries(localeIds.map((locale) => [locale, notFoundPage(locale).slice(1)])) as Record<Locale, string>;
const served = await servingTable({ clientDir, ...table, notFoundFiles, inline: siteInline, leadOrigin });
await write(join(root, servingTableFile), JSON.stringify(served, null, 2));
const staticHost = await writeStaticHost(served, clientDir, join(root, 'static'));
await write(join(root, 'Caddyfile'), caddyfile(served));

console.log(
  `Pre-rendered ${table.pages.length} pages, ${table.redirects.length} redirects, ${localeIds.length} not-found pages (404) and a sitemap of ${sitemapLocations.length} URLs in ${Math.round(performance.now() - started)} ms; ` +
    `${shareImages} share images and ${iconFiles} icon files in ${imagesMs} ms; ` +
    `static-host tree: ${staticHost.files} files, ${staticHost.headerRules} _headers rules, ${staticHost.redirects} redirects; its form sends leads to ${leadOrigin ?? 'this server (for a static host, build with VITE_SUPABASE_URL)'}`,
);
