// Navigation between pages (issue 23), the part of `npm run bench` that BENCH_ONLY=navigation runs
// alone: from the click on a link (after pointing at it for 300 ms, as a visitor does) to the next
// page's <h1> painted, in Chromium with its CPU slowed 4×, on loopback, median of 5
// (BENCH_NAVIGATION_RUNS), each from a fresh browser. Two designs, measured interleaved in one run:
// - "in place", the site as it is (dist/): src/client/navigation.ts fetches a page when its link is
//   pointed at and swaps its <main>, head tags and header into the document;
// - "platform", the committed site (HEAD) with ./navigation-platform.patch applied, built into
//   dist-bench/navigation/platform/ (node_modules linked): src/client/navigation.ts not started,
//   plain document loads that Speculation Rules prerender from the moment a link is pointed at, a
//   cross-document view transition. The patch holds only what changes the timing (a page's own
//   CSP hashes would not), and little context, so that edits elsewhere in those files leave it applying.
// The platform's way replaces the in-place swap if it is as fast or at most 10% slower on every
// pair; the table and its decision line say which it was.
//
// The click's time is its event's timestamp. An in-place swap is timed in its document: the frame
// after the new <h1> entered it (the first task after its next animation frame, as ./inp.ts does).
// A document load is timed in the new document: the Largest Contentful Paint entry of its <h1>,
// else its first contentful paint, and not before its activation when it was prerendered.
// Chromium is driven through ./cdp-tab.ts, not Playwright, which keeps Chromium from prerendering.
import { readdir, stat } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { openTab, type Tab } from './cdp-tab.ts';
import { ensureFreshBuild } from '../../src/server/fresh-build.ts';
import { buildPatched, repoDir, siteDist } from './builds.ts';
import { freePort, startServer } from '../support/processes.ts';
import { formatTable, median } from './table.ts';

export const platformPatch = join(repoDir, 'tests/bench/navigation-platform.patch');
const cpuSlowdown = 4;
const hoverMs = 300;
const runs = Number(process.env.BENCH_NAVIGATION_RUNS ?? 5);
// The platform's way is kept if it is no more than 10% slower on any pair.
const tolerance = 1.1;

interface Pair {
  from: string;
  /** The link followed: the first visible one matching. */
  link: string;
  /** What the table calls its destination. */
  to: string;
}

export const pairs: Pair[] = [
  { from: '/', link: 'main a[href="/kent-wa/car-accident-lawyer"]', to: '/kent-wa/car-accident-lawyer' },
  { from: '/kent-wa/car-accident-lawyer', link: 'a[href="/contact"]', to: '/contact' },
  // The header's language link: the page's Spanish twin.
  { from: '/kent-wa/dui-lawyer', link: 'header a[hreflang="es"]', to: 'its Spanish twin' },
];

interface Design {
  name: string;
  distDir: string;
}

interface Measure {
  ms: number;
  /** The new page was a document the browser had prerendered (activationStart > 0). */
  prerendered: boolean;
  /** The new page replaced the old document (else it was swapped into it). */
  documentLoad: boolean;
  /** A prerendered page: from its activation to its <h1> painted. */
  afterActivationMs?: number;
  /** A prerendered page: it had reached DOMContentLoaded before it was shown. */
  parsedBeforeShown?: boolean;
}

/** The platform design's site: HEAD with the patch applied, built (kept between runs while both are the same). */
async function buildPlatform(): Promise<string> {
  const distDir = await buildPatched('navigation/platform', platformPatch);
  // The same stylesheet but for the view transition's rule: a larger one would slow every document load.
  const [site, platform] = await Promise.all([stylesheetBytes(siteDist), stylesheetBytes(distDir)]);
  if (Math.abs(platform - site) > 1024)
    throw new Error(`The platform design's stylesheet is ${platform} bytes against the site's ${site}: it must be the same`);
  return distDir;
}

/** The bytes of a build's stylesheets. */
async function stylesheetBytes(distDir: string) {
  const assets = join(distDir, 'client/assets');
  const sizes = await Promise.all((await readdir(assets)).filter((file) => file.endsWith('.css')).map(async (file) => (await stat(join(assets, file))).size));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** Installed in the first page before the click: the click's time, and the frame after a new <h1> entered this document. */
function watchForSwap() {
  const record: { click?: number; painted?: number } = {};
  (window as unknown as { navigationBench: typeof record }).navigationBench = record;
  addEventListener('click', (event) => (record.click = performance.timeOrigin + event.timeStamp), { capture: true, once: true });
  const first = document.querySelector('h1');
  new MutationObserver((_, observer) => {
    const h1 = document.querySelector('h1');
    if (!h1 || h1 === first) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (record.painted = performance.timeOrigin + performance.now());
      channel.port2.postMessage(null);
    });
  }).observe(document.body, { childList: true, subtree: true });
}

/** In a page that a document load brought: when its <h1> was painted, and whether it was prerendered. */
async function documentPaint() {
  const entries: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  observer.observe({ type: 'paint', buffered: true });
  // Paint entries arrive once the frame is presented; then the observer's callbacks a moment later.
  for (let waited = 0; !entries.some((entry) => entry.name === 'first-contentful-paint') && waited < 10_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  observer.disconnect();
  const h1 = document.querySelector('h1');
  const ofH1 = entries.find((entry) => {
    const element = (entry as PerformanceEntry & { element?: Element | null }).element;
    return entry.entryType === 'largest-contentful-paint' && element && h1 && (element === h1 || h1.contains(element) || element.contains(h1));
  });
  const fcp = entries.find((entry) => entry.name === 'first-contentful-paint');
  const paint = ofH1 ?? fcp;
  if (!paint) throw new Error(`${location.pathname} reported no paint`);
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart?: number };
  const activationStart = navigation.activationStart ?? 0;
  const painted = Math.max(paint.startTime, activationStart);
  return {
    painted: performance.timeOrigin + painted,
    prerendered: activationStart > 0,
    afterActivationMs: painted - activationStart,
    parsedBeforeShown: navigation.domContentLoadedEventEnd > 0 && navigation.domContentLoadedEventEnd < activationStart,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Evaluates `expression` in the shown page until it is true (a page may be replaced meanwhile). */
async function until(tab: Tab, expression: string, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await tab.evaluate<boolean>(expression).catch(() => false)) return;
    await sleep(25);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** One navigation from a fresh load of the first page, in a fresh browser. */
async function measure(origin: string, pair: Pair): Promise<Measure> {
  const tab = await openTab({ cpuSlowdown, width: 1280, height: 800 });
  try {
    // A document load ends the first page: its click's time leaves it through a binding.
    await tab.addBinding('navigationBenchClick');
    await tab.send('Page.navigate', { url: `${origin}${pair.from}` });
    await until(tab, `location.pathname === ${JSON.stringify(pair.from)} && document.readyState === 'complete'`, `${pair.from} to load`);
    await until(
      tab,
      `document.querySelector('[data-island]') !== null && document.querySelector('[data-island]:not([data-hydrated])') === null`,
      `${pair.from}'s islands`,
    );
    // Settled: its late requests done, then an idle moment of its main thread.
    await sleep(1000);
    await tab.evaluate('new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10000 }))');
    await tab.evaluate(`(${watchForSwap.toString()})()`);
    await tab.evaluate(
      `addEventListener('click', (event) => navigationBenchClick(String(performance.timeOrigin + event.timeStamp)), { capture: true, once: true })`,
    );
    const link = await tab.evaluate<{ href: string; x: number; y: number } | null>(`(() => {
      const link = [...document.querySelectorAll(${JSON.stringify(pair.link)})].find((element) => element.checkVisibility());
      if (!link) return null;
      link.scrollIntoView({ block: 'center' });
      const box = link.getBoundingClientRect();
      return { href: link.getAttribute('href'), x: box.x + box.width / 2, y: box.y + box.height / 2 };
    })()`);
    if (!link) throw new Error(`${pair.from} shows no link ${pair.link}`);
    await sleep(100);
    await tab.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: link.x, y: link.y });
    await sleep(hoverMs);
    await tab.send('Input.dispatchMouseEvent', { type: 'mousePressed', x: link.x, y: link.y, button: 'left', clickCount: 1 });
    await tab.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x: link.x, y: link.y, button: 'left', clickCount: 1 });
    await until(
      tab,
      `location.pathname === ${JSON.stringify(link.href)} && (window.navigationBench ? window.navigationBench.painted !== undefined : document.readyState !== 'loading')`,
      `${link.href}'s <h1>`,
    );
    const swapped = await tab.evaluate<{ click?: number; painted?: number } | null>('window.navigationBench ?? null');
    if (swapped?.click !== undefined && swapped.painted !== undefined) return { ms: swapped.painted - swapped.click, prerendered: false, documentLoad: false };
    const loaded = await tab.evaluate<Awaited<ReturnType<typeof documentPaint>>>(`(${documentPaint.toString()})()`);
    const [clickedAt] = tab.bindingCalls('navigationBenchClick');
    if (clickedAt === undefined) throw new Error(`${pair.from}: the click's time did not reach the bench`);
    const { painted, ...prerender } = loaded;
    return { ms: painted - Number(clickedAt), documentLoad: true, ...(prerender.prerendered ? prerender : { prerendered: false }) };
  } finally {
    await tab.close();
  }
}

const how = (measures: Measure[]) => {
  const prerendered = measures.filter((m) => m.prerendered).length;
  const loads = measures.filter((m) => m.documentLoad).length;
  if (loads === 0) return 'swapped in place';
  if (prerendered === 0) return loads === measures.length ? 'document load' : `${loads}/${measures.length} document loads`;
  return `prerendered ${prerendered}/${measures.length}`;
};

/** One measure, tried a second time if the first fails (a fresh browser under a busy machine can time out). */
async function measureOrRetry(origin: string, pair: Pair, label: string): Promise<Measure> {
  try {
    return await measure(origin, pair);
  } catch (error) {
    console.error(`${label}: ${(error as Error).message}; measuring again`);
    return measure(origin, pair);
  }
}

/** Builds the platform design, measures both designs on every pair, prints the table and the decision; resolves with whether the platform's way is kept. */
export async function benchNavigation(): Promise<boolean> {
  ensureFreshBuild({ log: console.error });
  console.error('Building the platform navigation design (HEAD with tests/bench/navigation-platform.patch)…');
  const designs: Design[] = [
    { name: 'in place', distDir: siteDist },
    { name: 'platform', distDir: await buildPlatform() },
  ];
  const ports = await Promise.all(designs.map(() => freePort()));
  const servers = await Promise.all(
    designs.map((design, index) => startServer('tests/bench/serve-build.ts', [design.distDir, String(ports[index])], ports[index]!)),
  );
  const results = new Map<string, Measure[]>();
  try {
    // Runs interleave the pairs and the designs, so a busy moment on the machine hits each alike.
    for (let round = 1; round <= runs; round++) {
      for (const pair of pairs) {
        for (const [index, design] of designs.entries()) {
          const label = `Navigation ${round}/${runs} ${pair.from} → ${pair.to}, ${design.name}`;
          const result = await measureOrRetry(servers[index]!.url, pair, label);
          const key = `${pair.from} ${design.name}`;
          results.set(key, [...(results.get(key) ?? []), result]);
          const activation = result.afterActivationMs === undefined ? '' : `, ${Math.round(result.afterActivationMs)} ms of it after activation`;
          console.error(`${label}: ${Math.round(result.ms)} ms (${how([result])}${activation})`);
        }
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }

  let slower = false;
  const rows = pairs.map((pair) => {
    const [inPlace, platform] = designs.map((design) => results.get(`${pair.from} ${design.name}`)!) as [Measure[], Measure[]];
    const [a, b] = [median(inPlace.map((m) => m.ms)), median(platform.map((m) => m.ms))];
    if (b > a * tolerance) slower = true;
    const activations = platform.flatMap((m) => (m.afterActivationMs === undefined ? [] : [m.afterActivationMs]));
    return [
      `${pair.from} → ${pair.to}`,
      String(Math.round(a)),
      how(inPlace),
      String(Math.round(b)),
      how(platform),
      activations.length ? String(Math.round(median(activations))) : '—',
      (b / a).toFixed(2),
    ];
  });
  const prerendered = [...results.values()].flat().filter((m) => m.prerendered);
  console.log(
    `\nNavigation, click (after ${hoverMs} ms pointing at the link) to the next page's <h1> painted: Chromium, CPU slowed ${cpuSlowdown}×, loopback, median of ${runs}`,
  );
  console.log(formatTable(['pair', 'in place ms', 'how', 'platform ms', 'how', 'after activation ms', 'platform/in place'], rows, 'lrlrlrr'));
  console.log(
    'In place: timed at the frame after the new <h1> entered the document. Platform: Speculation Rules prerender ("eager": from the moment the link is pointed at) and a cross-document view transition, timed at the new document\'s paint of its <h1> (LCP, else FCP), not before its activation; "after activation": the part of it from the click\'s activation of the prerendered page to that paint.',
  );
  if (prerendered.length) {
    const shownParsed = prerendered.filter((m) => m.parsedBeforeShown).map((m) => m.afterActivationMs!);
    console.log(
      `${shownParsed.length} of ${prerendered.length} prerendered pages had been parsed (DOMContentLoaded) before they were shown` +
        (shownParsed.length
          ? `; for those, activation to the paint of the <h1> took ${Math.round(median(shownParsed))} ms (median): Chromium presenting a page it already had.`
          : '.'),
    );
  }
  console.log(
    slower
      ? `Decision: the platform's way is more than ${Math.round((tolerance - 1) * 100)}% slower on a pair: keep the in-place navigation (src/client/navigation.ts) and the one site-wide CSP it needs.`
      : `Decision: the platform's way is as fast or faster (within ${Math.round((tolerance - 1) * 100)}%) on every pair: replace the in-place navigation with the design of tests/bench/navigation-platform.patch (plain document loads, Speculation Rules, view transitions), remove src/client/navigation.ts and give each page only its own CSP hashes.`,
  );
  const [load = 0] = loadavg();
  if (load > availableParallelism()) {
    console.log(
      `The machine was busy (load average ${load.toFixed(1)} on ${availableParallelism()} cores): every figure is inflated; the ratios are what to judge.`,
    );
  }
  return !slower;
}
