// `npm run check:budgets` (after `npm run build`; `npm test` runs it): the JavaScript and CSS each
// configured route loads before the visitor interacts, gzipped, against the budgets of issue 5.
// Exits 1 when a route is over.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { assetRefs, initialFiles, type Manifest } from './initial-assets.ts';
import { formatTable } from './table.ts';
import { pagesOf, servingTableFile, type ServingTable } from '../../src/serving/serving-table.ts';

const budgets = { js: 100, css: 20 }; // KiB, gzipped

const distDir = fileURLToPath(new URL('../../dist', import.meta.url));
const clientDir = join(distDir, 'client');
const manifestFile = join(clientDir, '.vite/manifest.json');
const routesFile = join(distDir, servingTableFile);
for (const file of [manifestFile, routesFile]) {
  if (!existsSync(file)) {
    console.error(`${file} is missing: run \`npm run build\` first.`);
    process.exit(2);
  }
}

const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
const pages = pagesOf(JSON.parse(readFileSync(routesFile, 'utf8')) as ServingTable);

// gzip -9 of each file, computed here rather than read from the build's .gz copies, which skip
// files under 1 KiB.
const gzipped = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipped.get(file);
  if (size === undefined) {
    const path = join(clientDir, file);
    if (!existsSync(path)) throw new Error(`${file} is referenced but not in ${clientDir}`);
    size = gzipSync(readFileSync(path), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
}
const kib = (files: string[]) => files.reduce((sum, file) => sum + gzipSize(file), 0) / 1024;

const rows = pages.map((path) => {
  const html = readFileSync(join(clientDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`), 'utf8');
  const files = initialFiles(assetRefs(html), manifest);
  const js = kib(files.js);
  const css = kib(files.css);
  const over = [js > budgets.js && 'JS', css > budgets.css && 'CSS'].filter(Boolean);
  return { path, js, css, result: over.length ? `FAIL (${over.join(', ')})` : 'pass' };
});

console.log(
  `JavaScript and CSS loaded before interaction, per route: each file gzip -9, with the chunks of the islands it hydrates; static imports followed, other dynamic imports not.\n` +
    `Budgets: JS ≤ ${budgets.js} KiB, CSS ≤ ${budgets.css} KiB.\n`,
);
console.log(
  formatTable(
    ['route', 'JS KiB gz', 'CSS KiB gz', 'result'],
    rows.map((row) => [row.path, row.js.toFixed(1), row.css.toFixed(1), row.result]),
    'lrrl',
  ),
);
const failing = rows.filter((row) => row.result.startsWith('FAIL')).length;
console.log(failing ? `\n${failing} of ${rows.length} routes over budget.` : `\nAll ${rows.length} routes within budget.`);
process.exitCode = failing ? 1 : 0;
