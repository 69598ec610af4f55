// The growth part of `npm run bench` (BENCH_ONLY=growth): the site built twice, with today's data and
// with BENCH_GROWTH_CITIES (default 50) generated practice cities added (./growth-cities.ts), to
// show how the build scales with pages: pre-render time per page, where the pre-render's time goes,
// peak memory, output size, the static host's tree and _headers rules, and the client JavaScript,
// which should not grow with pages. Each build runs the steps of `npm run build` into its own folder,
// dist-bench/growth/<cities>-cities/ (DIST_DIR for the pre-render), so dist/ is left alone; the
// server build uses ./growth.vite.config.ts, which also makes the route tree in memory.
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { benchDir, repoDir, run } from './builds.ts';
import { maxGeneratedCities } from './growth-cities.ts';
import { formatTable } from './table.ts';

// Cloudflare Pages' limits (https://developers.cloudflare.com/pages/platform/limits/) beside the
// ones src/build/static-host.ts enforces itself (100 _headers rules, 2,000 static redirects).
const hostLimits = { files: 20_000, fileBytes: 25 * 1024 * 1024 };

interface Step {
  label: string;
  args: string[];
  env?: Record<string, string>;
}

interface GrowthBuild {
  cities: number;
  wallMs: number;
  pages: number;
  prerenderMs: number;
  imagesMs: number;
  shareImages: number;
  peakRssKiB: number;
  peakStep: string;
  outBytes: number;
  staticFiles: number;
  headerRules: number;
  redirects: number;
  largestStaticFile: { path: string; bytes: number };
  clientJs: { raw: number; gzip: number };
}

const vite = join(repoDir, 'node_modules/vite/bin/vite.js');
const maxRssPreload = pathToFileURL(join(repoDir, 'tests/bench/max-rss.ts')).href;

/** Runs one step with the repository's Node; resolves with its output, the peak RSS of its Node processes (KiB). */
async function runStep(step: Step, rssFile: string): Promise<{ output: string; peakKiB: number }> {
  await writeFile(rssFile, '');
  const env = {
    ...process.env,
    ...step.env,
    BENCH_MAX_RSS_FILE: rssFile,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${maxRssPreload}`].filter(Boolean).join(' '),
  };
  const { output } = await run(process.execPath, step.args, env).catch((error: Error) => {
    throw new Error(`growth bench: ${step.label} failed: ${error.message}`);
  });
  const figures = (await readFile(rssFile, 'utf8')).split('\n').filter(Boolean).map(Number);
  if (!figures.length) throw new Error(`growth bench: ${step.label} reported no peak memory (the --import preload did not run)`);
  return { output, peakKiB: Math.max(...figures) };
}

/** Every file under `dir`, with its size and the bytes it takes on disk (blocks, as du counts). */
async function filesUnder(dir: string): Promise<{ path: string; bytes: number; onDisk: number }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        const info = await stat(path);
        return { path, bytes: info.size, onDisk: info.blocks === undefined ? info.size : info.blocks * 512 };
      }),
  );
}

async function buildWith(cities: number): Promise<GrowthBuild> {
  const outDir = join(benchDir, 'growth', `${cities}-cities`);
  const rssFile = join(benchDir, 'growth', `max-rss-${cities}.txt`);
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const env = { BENCH_CITIES: String(cities) };
  // The steps of `npm run build` (package.json), the route tree made by the server build's config.
  const steps: Step[] = [
    { label: 'launch check', args: ['src/build/check-launch.ts', '--build'] },
    { label: 'client build', args: [vite, 'build', '--outDir', join(outDir, 'client')] },
    { label: 'server build', args: [vite, 'build', '--ssr', '--config', 'tests/bench/growth.vite.config.ts', '--outDir', join(outDir, 'server')], env },
    { label: 'pre-render', args: ['src/build/prerender.ts'], env: { ...env, DIST_DIR: outDir } },
  ];
  const started = performance.now();
  let peakRssKiB = 0;
  let peakStep = '';
  let prerenderOutput = '';
  for (const step of steps) {
    console.error(`Growth build, ${cities} cities: ${step.label}…`);
    const { output, peakKiB } = await runStep(step, rssFile);
    if (peakKiB > peakRssKiB) [peakRssKiB, peakStep] = [peakKiB, step.label];
    if (step.label === 'pre-render') prerenderOutput = output;
  }
  const wallMs = performance.now() - started;
  await rm(rssFile, { force: true });

  // What src/build/prerender.ts prints: the whole pre-render's time, and within it the images'.
  const line =
    /Pre-rendered (\d+) pages, .* in (\d+) ms; (\d+) share images and \d+ icon files in (\d+) ms; static-host tree: (\d+) files, (\d+) _headers rules, (\d+) redirects/.exec(
      prerenderOutput,
    );
  if (!line) throw new Error(`growth bench: the pre-render's summary line changed; update tests/bench/growth.ts:\n${prerenderOutput}`);
  const [, pages, prerenderMs, shareImages, imagesMs, staticFiles, headerRules, redirects] = line.map(Number) as number[];

  const all = await filesUnder(outDir);
  const staticTree = all.filter((file) => file.path.startsWith(join(outDir, 'static') + '/'));
  const largest = staticTree.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const assetsDir = join(outDir, 'client', 'assets');
  const clientJs = { raw: 0, gzip: 0 };
  for (const name of await readdir(assetsDir)) {
    if (!name.endsWith('.js')) continue;
    const body = await readFile(join(assetsDir, name));
    clientJs.raw += body.length;
    clientJs.gzip += gzipSync(body, { level: 9 }).length;
  }
  return {
    cities,
    wallMs,
    pages: pages!,
    prerenderMs: prerenderMs!,
    imagesMs: imagesMs!,
    shareImages: shareImages!,
    peakRssKiB,
    peakStep,
    outBytes: all.reduce((sum, file) => sum + file.onDisk, 0),
    staticFiles: staticFiles!,
    headerRules: headerRules!,
    redirects: redirects!,
    largestStaticFile: { path: largest.path.slice(join(outDir, 'static').length), bytes: largest.bytes },
    clientJs,
  };
}

export async function benchGrowth(): Promise<void> {
  const cities = Number(process.env.BENCH_GROWTH_CITIES ?? 50);
  if (!Number.isInteger(cities) || cities < 1 || cities > maxGeneratedCities) throw new Error(`BENCH_GROWTH_CITIES: from 1 to ${maxGeneratedCities}`);
  const builds = [await buildWith(0), await buildWith(cities)];

  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  const rows = builds.map((build) => [
    build.cities ? `+${build.cities} cities` : 'today',
    String(build.pages),
    seconds(build.wallMs),
    seconds(build.prerenderMs),
    seconds(build.prerenderMs - build.imagesMs),
    `${seconds(build.imagesMs)} (${build.shareImages})`,
    (build.prerenderMs / build.pages).toFixed(1),
    `${(build.peakRssKiB / 1024).toFixed(0)} (${build.peakStep})`,
    mib(build.outBytes),
    String(build.staticFiles),
    String(build.headerRules),
    String(build.redirects),
    kib(build.largestStaticFile.bytes),
    kib(build.clientJs.raw),
    kib(build.clientJs.gzip),
  ]);
  console.log(`\nGrowth: the build with today's data and with ${cities} generated practice cities (dist-bench/growth/)`);
  console.log(
    formatTable(
      [
        'build',
        'pages',
        'wall s',
        'pre-render s',
        'pages etc. s',
        'images s (share)',
        'ms/page',
        'peak RSS MiB (step)',
        'out MiB',
        'static files',
        '_headers rules',
        'redirects',
        'largest KiB',
        'client JS KiB',
        'gzip KiB',
      ],
      rows,
      'lrrrrrrrrrrrrrr',
    ),
  );
  const [today, grown] = builds as [GrowthBuild, GrowthBuild];
  const added = grown.pages - today.pages;
  console.log(
    'wall: the whole build (launch check, client build, server build, pre-render). pre-render: as src/build/prerender.ts reports it, from its start;\n' +
      'of it, images: the share images (one per distinct share card, their count in brackets) and icons; pages etc.: the rest (rendering the pages, sitemap, static-host tree, compression).\n' +
      'ms/page: pre-render time per page. peak RSS: the largest Node process of the build, and its step. out: the output folder on disk (du).\n' +
      'largest: the static-host tree’s largest file. client JS: dist/client/assets/*.js, raw and gzipped at level 9.',
  );
  console.log(
    `Growth ×${(grown.pages / today.pages).toFixed(1)} pages: wall ×${(grown.wallMs / today.wallMs).toFixed(1)}, pre-render ×${(grown.prerenderMs / today.prerenderMs).toFixed(1)}; ` +
      `each added page cost ${((grown.prerenderMs - today.prerenderMs) / added).toFixed(1)} ms of pre-render (${((grown.imagesMs - today.imagesMs) / added).toFixed(1)} ms of it images) ` +
      `and ${((grown.wallMs - today.wallMs) / added).toFixed(1)} ms of wall time. ` +
      `Client JS ${grown.clientJs.raw === today.clientJs.raw ? 'unchanged' : `CHANGED by ${grown.clientJs.raw - today.clientJs.raw} bytes`}.`,
  );
  const over = builds.flatMap((build) => [
    ...(build.staticFiles > hostLimits.files ? [`${build.cities} cities: ${build.staticFiles} files > ${hostLimits.files}`] : []),
    ...(build.largestStaticFile.bytes > hostLimits.fileBytes ? [`${build.cities} cities: ${build.largestStaticFile.path} over 25 MiB`] : []),
  ]);
  console.log(
    over.length
      ? `Static host (Cloudflare Pages) limits MISSED:\n  ${over.join('\n  ')}`
      : `Static host (Cloudflare Pages): within ${hostLimits.files} files and 25 MiB a file (the pre-render itself fails over 100 _headers rules or 2,000 redirects).`,
  );
}
