// `npm run qa:gallery`: every configured route in Chromium at 375 px and 1280 px, on the built site
// served by the site's own server (built first if dist/ is missing or stale), in one contact sheet
// for people to look at: dist-qa/index.html, thumbnails of the first screen linking to full-page
// screenshots, grouped by page kind, and beside each route whether the page still matches its
// committed ARIA snapshot (tests/e2e/__snapshots__, which CI compares). A mismatch or a missing
// snapshot is reported, not failed; a route that does not answer 200 fails the run (exit 1).
// PORT picks the server's port (default: a free one).
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator } from 'playwright-core';
import { runnerImport } from 'vite';
import { repoDir, siteDist } from '../bench/builds.ts';
import { freePort, startServer } from '../support/processes.ts';
import { chromium as chromiumOptions } from '../support/chromium.ts';
import { ensureFreshBuild } from '../../src/server/fresh-build.ts';
import type { GalleryRoute, galleryKinds } from './gallery-routes.ts';

const outDir = join(repoDir, 'dist-qa');
const snapshotsDir = join(repoDir, 'tests/e2e/__snapshots__');
const screens = [
  { name: 'phone', width: 375, height: 667, mobile: true, thumbnailScale: 0.48 },
  { name: 'desktop', width: 1280, height: 800, mobile: false, thumbnailScale: 0.3 },
] as const;
// As pages.spec.ts takes them: the desktop project's window (Desktop Chrome), without JavaScript.
const ariaWindow = { width: 1280, height: 720 };
const concurrentRoutes = 2;

type AriaStatus = { state: 'matches' } | { state: 'differs' | 'missing'; received: string } | { state: 'error'; message: string };
interface Shot {
  screen: (typeof screens)[number];
  file: string;
  thumbnail: string;
  thumbnailHeight: number;
}
interface RouteResult {
  route: GalleryRoute;
  /** What went wrong on a screen: an answer other than 200, a redirect, islands left unhydrated. */
  problems: string[];
  shots: Shot[];
  aria: AriaStatus;
}

async function shoot(browser: Browser, url: string, route: GalleryRoute, screen: (typeof screens)[number], problems: string[]): Promise<Shot | undefined> {
  const context = await browser.newContext({ viewport: { width: screen.width, height: screen.height }, isMobile: screen.mobile, hasTouch: screen.mobile });
  try {
    const page = await context.newPage();
    const response = await page.goto(url);
    if (response?.status() !== 200 || response.request().redirectedFrom()) {
      problems.push(`answered ${response?.status() ?? 'nothing'}${response?.request().redirectedFrom() ? ' after a redirect' : ''} at ${screen.width} px`);
      return undefined;
    }
    // The page as a visitor sees it once its islands are hydrated.
    await page
      .waitForFunction(() => document.querySelector('[data-island]:not([data-hydrated])') === null, null, { timeout: 30_000 })
      .catch(() => {
        problems.push(`islands not hydrated within 30 s at ${screen.width} px`);
      });
    await page.waitForLoadState('networkidle');
    const name = `${route.name}-${screen.width}`;
    await page.screenshot({ path: join(outDir, 'shots', `${name}.png`), fullPage: true, animations: 'disabled' });
    // The first screen, scaled down by Chromium itself.
    const cdp = await context.newCDPSession(page);
    const { data } = await cdp.send('Page.captureScreenshot', {
      format: 'jpeg',
      quality: 80,
      clip: { x: 0, y: 0, width: screen.width, height: screen.height, scale: screen.thumbnailScale },
    });
    await writeFile(join(outDir, 'shots', `${name}.thumb.jpg`), Buffer.from(data, 'base64'));
    return { screen, file: `shots/${name}.png`, thumbnail: `shots/${name}.thumb.jpg`, thumbnailHeight: Math.round(screen.height * screen.thumbnailScale) };
  } finally {
    await context.close();
  }
}

/**
 * toMatchAriaSnapshot's own matching, outside the test runner (the public matcher needs a running
 * test): the locator's `to.match.aria` expectation, which it calls with the snapshot's text.
 */
type AriaExpectation = {
  _expect(
    expression: 'to.match.aria',
    options: { expectedValue: string; isNot: boolean; timeout: number },
  ): Promise<{ matches: boolean; errorMessage?: string }>;
};

async function checkAria(browser: Browser, url: string, route: GalleryRoute): Promise<AriaStatus> {
  const context = await browser.newContext({ viewport: ariaWindow, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const main: Locator = page.locator('main');
    const snapshotFile = join(snapshotsDir, route.ariaSnapshot);
    if (!existsSync(snapshotFile)) return { state: 'missing', received: await main.ariaSnapshot() };
    const expected = await readFile(snapshotFile, 'utf8');
    const result = await (main as unknown as AriaExpectation)._expect('to.match.aria', { expectedValue: expected, isNot: false, timeout: 2_000 });
    if (result.errorMessage) return { state: 'error', message: result.errorMessage };
    return result.matches ? { state: 'matches' } : { state: 'differs', received: await main.ariaSnapshot() };
  } finally {
    await context.close();
  }
}

// Plain text, so a browser shows it rather than downloading it.
const receivedFile = (route: GalleryRoute) => `aria/${route.ariaSnapshot}.txt`;
const escape = (text: string) => text.replace(/[&<>"]/g, (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[character]};`);

function ariaCell(result: RouteResult) {
  const { aria, route } = result;
  const committed = `tests/e2e/__snapshots__/${route.ariaSnapshot}`;
  switch (aria.state) {
    case 'matches':
      return `<p class="aria matches">ARIA snapshot: <strong>matches</strong> <code>${escape(committed)}</code></p>`;
    case 'differs':
      return `<p class="aria differs">ARIA snapshot: <strong>differs</strong> from <code>${escape(committed)}</code>. <a href="${receivedFile(route)}">What the page shows now</a></p>`;
    case 'missing':
      return `<p class="aria missing">ARIA snapshot: <strong>missing</strong>, no <code>${escape(committed)}</code> yet. <a href="${receivedFile(route)}">What the page shows now</a></p>`;
    case 'error':
      return `<p class="aria differs">ARIA snapshot: <strong>could not be compared</strong>: ${escape(aria.message)}</p>`;
  }
}

function contactSheet(kinds: ReturnType<typeof galleryKinds>, results: Map<string, RouteResult>, summary: string) {
  const count = (state: AriaStatus['state']) => [...results.values()].filter((result) => result.aria.state === state).length;
  const sections = kinds.map((kind) => {
    const cards = kind.routes.map((route) => {
      const result = results.get(route.path)!;
      const figures = result.shots.map(
        (shot) =>
          `<figure><a href="${shot.file}"><img src="${shot.thumbnail}" width="${Math.round(shot.screen.width * shot.screen.thumbnailScale)}" height="${shot.thumbnailHeight}" alt="Full-page screenshot of ${escape(route.path)} at ${shot.screen.width} px"></a><figcaption>${shot.screen.width} px (${shot.screen.name})</figcaption></figure>`,
      );
      const problems = result.problems.map((problem) => `<p class="problem"><strong>Problem:</strong> ${escape(problem)}</p>`).join('');
      return `<article><h3><code>${escape(route.path)}</code></h3><p class="title">${escape(route.title)}</p>${problems}${ariaCell(result)}<div class="shots">${figures.join('')}</div></article>`;
    });
    return `<section aria-labelledby="${kind.id}"><h2 id="${kind.id}">${escape(kind.heading)} <span class="count">(${kind.routes.length})</span></h2><div class="cards">${cards.join('')}</div></section>`;
  });
  const toc = kinds.map((kind) => `<li><a href="#${kind.id}">${escape(kind.heading)}</a> (${kind.routes.length})</li>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>QA gallery: ${results.size} routes</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #0f172a; background: #f8fafc; }
  main { max-width: 90rem; margin: 0 auto; padding: 1.5rem; }
  h1 { margin: 0 0 .5rem; font-size: 1.75rem; }
  h2 { margin: 2rem 0 1rem; font-size: 1.35rem; border-bottom: 2px solid #cbd5e1; }
  h3 { margin: 0; font-size: 1rem; word-break: break-all; }
  .count { font-weight: normal; color: #475569; }
  .summary { font-size: 1.1rem; }
  nav ul { display: flex; flex-wrap: wrap; gap: .25rem 1.5rem; padding: 0; list-style: none; }
  a { color: #1d4ed8; }
  a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 38rem), 1fr)); gap: 1rem; }
  article { background: #fff; border: 1px solid #cbd5e1; border-radius: .5rem; padding: 1rem; }
  .title { margin: .25rem 0; color: #334155; }
  .aria, .problem { margin: .25rem 0; }
  .matches strong { color: #166534; }
  .differs strong, .problem strong { color: #b91c1c; }
  .missing strong { color: #92400e; }
  .shots { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 1rem; margin-top: .5rem; }
  code { overflow-wrap: anywhere; }
  figure { margin: 0; }
  figure img { display: block; max-width: 100%; height: auto; border: 1px solid #94a3b8; }
  figcaption { font-size: .875rem; color: #475569; }
</style>
</head>
<body>
<main>
<h1>QA gallery</h1>
<p class="summary">${escape(summary)}</p>
<p>ARIA snapshots: ${count('matches')} match, ${count('differs')} differ, ${count('missing')} missing${count('error') ? `, ${count('error')} not compared` : ''} (compared as the browser tests do: without JavaScript at ${ariaWindow.width} px). Each thumbnail shows the first screen; it links to the full-page screenshot.</p>
<nav aria-label="Page kinds"><ul>${toc}</ul></nav>
${sections.join('\n')}
</main>
</body>
</html>
`;
}

ensureFreshBuild({ log: console.error });
// The site config imports without file extensions, as Vite resolves them.
const { module: routes } = await runnerImport<typeof import('./gallery-routes.ts')>(fileURLToPath(new URL('./gallery-routes.ts', import.meta.url)), {
  configFile: false,
  logLevel: 'error',
});
const kinds = routes.galleryKinds();
const all = kinds.flatMap((kind) => kind.routes);

await rm(outDir, { recursive: true, force: true });
await mkdir(join(outDir, 'shots'), { recursive: true });
await mkdir(join(outDir, 'aria'), { recursive: true });
const port = Number(process.env.PORT) || (await freePort());
const server = await startServer('tests/bench/serve-build.ts', [siteDist, String(port)], port);
const browser = await chromium.launch(chromiumOptions);
const results = new Map<string, RouteResult>();
const started = performance.now();
try {
  const queue = [...all];
  const worker = async () => {
    for (let route = queue.shift(); route; route = queue.shift()) {
      const url = `${server.url}${route.path}`;
      const problems: string[] = [];
      const shots: Shot[] = [];
      for (const screen of screens) {
        const shot = await shoot(browser, url, route, screen, problems);
        if (shot) shots.push(shot);
      }
      const answered = shots.length === screens.length;
      const aria: AriaStatus = answered ? await checkAria(browser, url, route) : { state: 'error', message: 'the route did not answer 200' };
      if (aria.state === 'differs' || aria.state === 'missing') await writeFile(join(outDir, receivedFile(route)), `${aria.received}\n`);
      results.set(route.path, { route, problems, shots, aria });
      console.error(`${results.size}/${all.length} ${route.path}: ARIA snapshot ${aria.state}${problems.length ? `; ${problems.join('; ')}` : ''}`);
    }
  };
  await Promise.all(Array.from({ length: concurrentRoutes }, worker));
} finally {
  await browser.close();
  await server.stop();
}

const failed = [...results.values()].filter((result) => result.shots.length < screens.length);
const summary =
  `${all.length} configured routes in ${kinds.length} kinds, ${[...results.values()].reduce((sum, result) => sum + result.shots.length, 0)} screenshots at ${screens.map((screen) => `${screen.width} px`).join(' and ')}, ` +
  `made ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC in ${Math.round((performance.now() - started) / 1000)} s. ` +
  (failed.length ? `${failed.length} of them did not answer 200.` : 'Every route answered 200.');
await writeFile(join(outDir, 'index.html'), contactSheet(kinds, results, summary));
console.log(`${summary}\nContact sheet: ${join(outDir, 'index.html')}`);
for (const result of [...results.values()].filter((result) => result.aria.state !== 'matches')) {
  console.log(`ARIA snapshot ${result.aria.state}: ${result.route.path}`);
}
if (failed.length) {
  console.error(`Routes that did not answer 200:\n  ${failed.map((result) => `${result.route.path}: ${result.problems.join('; ')}`).join('\n  ')}`);
  process.exitCode = 1;
}
