// What a page costs in bytes (issue 23), compressed as the site serves it to Chromium (Brotli 11,
// src/build/compress.ts; Chromium asks for Brotli from https and from 127.0.0.1): the first view
// (the HTML and the stylesheets that block its first paint), what loads after the first paint (the
// stylesheets and scripts the loader starts), a second page view (its HTML: the rest is cached),
// and where the first screen ends in the compressed HTML, against the first round trip of a new
// connection (ten segments of 1460 bytes, the response headers included).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { firstScreen } from '../../src/build/critical-css.ts';
import { assetRefs, initialFiles, type Manifest } from './initial-assets.ts';

export const firstRoundTrip = 10 * 1460;

export interface PageBytes {
  html: number;
  /** Stylesheets in the head: the first paint waits for them. */
  blocking: number;
  /** Stylesheets and scripts (with the islands' chunks) that load after the first paint. */
  afterPaint: number;
  /** Offsets in the compressed HTML: where its inline CSS ends, where the h1 ends, where its first screen ends. */
  styleEnd: number | undefined;
  h1End: number;
  firstScreenEnd: number;
}

const compressed = (data: string | Buffer) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The bytes of `path`'s page in the build `distDir` (its client/ folder). */
export function pageBytes(distDir: string, path: string): PageBytes {
  const clientDir = join(distDir, 'client');
  const html = readFileSync(join(clientDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`), 'utf8');
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  // A <noscript> stylesheet blocks only a visitor without scripts.
  const head = html.slice(0, html.indexOf('</head>')).replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  const files = initialFiles(assetRefs(html), manifest);
  const size = (file: string) => compressed(readFileSync(join(clientDir, file)));
  const blockingCss = assetRefs(head).stylesheets.map((href) => href.replace(/^\//, ''));
  // A prefix compressed alone is the stream up to that point, give or take its final block.
  const offset = (end: number) => compressed(html.slice(0, end));
  const styleEnd = head.lastIndexOf('</style>');
  return {
    html: compressed(html),
    blocking: blockingCss.reduce((sum, file) => sum + size(file), 0),
    afterPaint: [...files.js, ...files.css.filter((file) => !blockingCss.includes(file))].reduce((sum, file) => sum + size(file), 0),
    styleEnd: styleEnd < 0 ? undefined : offset(styleEnd + '</style>'.length),
    h1End: offset(html.indexOf('</h1>') + '</h1>'.length),
    firstScreenEnd: offset(firstScreen(html).length - (html.length - html.indexOf('</footer>'))),
  };
}
