// The lead form's client (issue 32), the part of `npm run bench` that BENCH_ONLY=form-client runs
// alone: the form sends through `@supabase/functions-js` alone (blocks/lead-form/lead-client.ts),
// measured beside supabase-js whole, as it sent before (./form-client-supabase-js.patch on HEAD,
// built into dist-bench/form-client/supabase-js/). On a phone: Chromium as a Pixel 7, its CPU
// slowed 4× and its network at Lighthouse's slow 4G as DevTools applies it, on /contact served with
// its lead endpoint by the site's own server, 7 fresh page loads each (BENCH_FORM_RUNS), the
// variants interleaved. Per load:
// - the first keystroke: a tap in the Name field (the first intent, which loads the live form, and
//   it the client), then the name typed at 10 keys a second: the time from the tap until the
//   client's chunk has arrived (Resource Timing), and the latency of the first key and the slowest
//   (Event Timing, as ./inp.ts reads it);
// - the first send: the rest of the form filled in, the page settled, a tap on the button to the
//   frame after the success toast entered the page.
import { readFile, rm, stat } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromium, devices, type Browser } from 'playwright-core';
import { ensureFreshBuild } from '../../src/server/fresh-build.ts';
import { chromium as chromiumOptions } from '../support/chromium.ts';
import { fillLeadForm, formEntries } from '../support/lead-fixtures.ts';
import { startSite } from '../support/server.ts';
import { buildPatched, repoDir, siteDist } from './builds.ts';
import { recordInteractions, settler, type Recorded } from './inp.ts';
import type { Manifest } from './initial-assets.ts';
import { formatTable, median } from './table.ts';

export const supabaseJsPatch = join(repoDir, 'tests/bench/form-client-supabase-js.patch');
const runs = Number(process.env.BENCH_FORM_RUNS ?? 7);
const network = throttling.mobileSlow4G;
const path = '/contact';
// Typed a key every 100 ms, long enough to span the loading of the live form and the client.
const typedName = 'Jane Marie Doe-Hernandez';
const keyDelayMs = 100;
const successToast = '[data-sonner-toast][data-type="success"]';

interface Variant {
  name: string;
  distDir: string;
  /** The client's chunks: the live form's import of a `@supabase/` package, and what that imports. */
  chunks: string[];
}

interface Measure {
  clientLoadedMs: number;
  firstKeyMs: number;
  slowestKeyMs: number;
  firstSendMs: number;
}

/** The files of the client's chunks in a build, from its Vite manifest. */
async function clientChunks(distDir: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(join(distDir, 'client/.vite/manifest.json'), 'utf8')) as Manifest;
  const entries = (manifest['blocks/lead-form/lead-form-live.tsx']?.dynamicImports ?? [])
    // A build whose node_modules is a link (./builds.ts buildPatched) names the package by its real path.
    .filter((key) => /(^|\/)node_modules\/@supabase\//.test(key));
  if (entries.length !== 1) throw new Error(`${distDir}: the live form imports ${entries.length} @supabase/ packages, not one`);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key]!;
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entries[0]!);
  return [...files];
}

/** Each key's latency: its interaction's longest Event Timing entry, else (under 16 ms) the key down to the frame after it. */
function keyLatencies(record: Recorded, keyDowns: number[]): number[] {
  return keyDowns.map((start) => {
    const entry = record.entries.find((candidate) => Math.abs(candidate.startTime - start) < 1 && candidate.interactionId > 0);
    const durations = entry ? record.entries.filter((other) => other.interactionId === entry.interactionId).map((other) => other.duration) : [];
    const input = record.inputs.find((candidate) => candidate.start === start)!;
    return durations.length ? Math.max(...durations) : input.painted! - start;
  });
}

/** Installed before the tap on the button: the click's time, and the frame after the success toast entered the page. */
function watchForToast(selector: string) {
  const record: { click?: number; painted?: number } = {};
  (window as unknown as { formClientBench: typeof record }).formClientBench = record;
  addEventListener('click', (event) => (record.click = event.timeStamp), { capture: true, once: true });
  new MutationObserver((_, observer) => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (record.painted = performance.now());
      channel.port2.postMessage(null);
    });
  }).observe(document.body, { childList: true, subtree: true, attributes: true });
}

/** One fresh page load on the phone profile. */
async function measure(browser: Browser, origin: string, variant: Variant): Promise<Measure> {
  const context = await browser.newContext(devices['Pixel 7']);
  try {
    const page = await context.newPage();
    const settle = settler(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: network.cpuSlowdownMultiplier });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.requestLatencyMs,
      downloadThroughput: (network.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (network.uploadThroughputKbps * 1024) / 8,
    });
    await page.addInitScript(recordInteractions);
    const response = await page.goto(`${origin}${path}`, { timeout: 120_000 });
    if (response?.status() !== 200) throw new Error(`${path} answered ${response?.status()}`);
    await page.waitForFunction(() => document.querySelector('[data-island]:not([data-hydrated])') === null, null, { timeout: 120_000 });
    await settle();

    const form = page.locator('form[method="post"]').first();
    const nameField = form.getByLabel('Name *');
    await nameField.scrollIntoViewIfNeeded();
    const box = await nameField.boundingBox();
    if (!box) throw new Error('the lead form has no Name field in view');
    const before = await page.evaluate(() => performance.now());
    // Through the touchscreen and the keyboard alone: a locator's action waits for the page to settle.
    await page.touchscreen.tap(box.x + 20, box.y + box.height / 2);
    await page.keyboard.type(typedName, { delay: keyDelayMs });
    await page.waitForFunction((text) => (document.activeElement as HTMLInputElement | null)?.value === text, typedName, { timeout: 30_000 });
    const clientLoaded = await page.waitForFunction(
      (chunks) => {
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const ends = chunks.map((chunk) => entries.find((entry) => new URL(entry.name).pathname === `/${chunk}`)?.responseEnd);
        return ends.every((end) => end !== undefined && end > 0) ? Math.max(...(ends as number[])) : false;
      },
      variant.chunks,
      { timeout: 60_000, polling: 50 },
    );
    const loadedAt = (await clientLoaded.jsonValue()) as number;
    const keys = await page.evaluate(async (before) => {
      const record = (window as unknown as { interactionLatency: Recorded }).interactionLatency;
      const own = record.inputs.filter((input) => input.start >= before);
      while (own.some((input) => input.painted === undefined)) await new Promise(requestAnimationFrame);
      // The observer's last entries arrive a moment after their frame.
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { record, tap: own.find((input) => input.startsInteraction)!.start };
    }, before);
    const keyDowns = keys.record.inputs.filter((input) => input.startsInteraction && input.start > keys.tap).map((input) => input.start);
    if (keyDowns.length !== typedName.length) throw new Error(`${keyDowns.length} key presses reached the page of ${typedName.length}`);
    const latencies = keyLatencies(keys.record, keyDowns);

    await fillLeadForm(form, { ...formEntries, name: typedName });
    await settle();
    await page.evaluate(watchForToast, successToast);
    await form.getByRole('button', { name: 'Get My Free Consultation' }).tap();
    await page.waitForFunction(() => (window as unknown as { formClientBench: { painted?: number } }).formClientBench.painted !== undefined, null, {
      timeout: 60_000,
    });
    const sent = await page.evaluate(() => (window as unknown as { formClientBench: { click: number; painted: number } }).formClientBench);
    return { clientLoadedMs: loadedAt - keys.tap, firstKeyMs: latencies[0]!, slowestKeyMs: Math.max(...latencies), firstSendMs: sent.painted - sent.click };
  } finally {
    await context.close();
  }
}

/** Builds supabase-js's variant, measures both, prints the table. */
export async function benchFormClient(): Promise<void> {
  ensureFreshBuild({ log: console.error });
  console.error('Building the form with supabase-js (HEAD with tests/bench/form-client-supabase-js.patch)…');
  const distDirs = [
    { name: 'functions-js (the site)', distDir: siteDist },
    { name: 'supabase-js', distDir: await buildPatched('form-client/supabase-js', supabaseJsPatch) },
  ];
  const variants: Variant[] = await Promise.all(distDirs.map(async (variant) => ({ ...variant, chunks: await clientChunks(variant.distDir) })));
  const sites = await Promise.all(variants.map((variant) => startSite({ LEAD_RATE_LIMIT: '100000/600' }, { distDir: variant.distDir })));
  const browser = await chromium.launch(chromiumOptions);
  const results = new Map<Variant, Measure[]>(variants.map((variant) => [variant, []]));
  try {
    // Runs interleave the variants, so a busy moment on the machine hits each alike.
    for (let run = 1; run <= runs; run++) {
      for (const [index, variant] of variants.entries()) {
        const result = await measure(browser, sites[index]!.url, variant);
        results.get(variant)!.push(result);
        const figures = Object.entries(result).map(([name, ms]) => `${name} ${Math.round(ms)}`);
        console.error(`Form client ${run}/${runs} ${variant.name}: ${figures.join(', ')} ms`);
      }
    }
  } finally {
    await browser.close();
    for (const site of sites) {
      await site.stop();
      await rm(site.dataDir, { recursive: true, force: true });
    }
  }

  const kib = async (variant: Variant, suffix: '.br' | '.gz') => {
    const sizes = await Promise.all(variant.chunks.map(async (chunk) => (await stat(join(variant.distDir, 'client', `${chunk}${suffix}`))).size));
    return (sizes.reduce((sum, size) => sum + size, 0) / 1024).toFixed(1);
  };
  const medians = variants.map((variant) => {
    const measures = results.get(variant)!;
    const of = (pick: (m: Measure) => number) => median(measures.map(pick));
    return {
      clientLoaded: of((m) => m.clientLoadedMs),
      firstKey: of((m) => m.firstKeyMs),
      slowestKey: of((m) => m.slowestKeyMs),
      firstSend: of((m) => m.firstSendMs),
    };
  });
  const rows = await Promise.all(
    variants.map(async (variant, index) => {
      const m = medians[index]!;
      return [
        variant.name,
        await kib(variant, '.br'),
        await kib(variant, '.gz'),
        ...[m.clientLoaded, m.firstKey, m.slowestKey, m.firstSend].map((ms) => String(Math.round(ms))),
      ];
    }),
  );
  const [site, whole] = medians as [(typeof medians)[number], (typeof medians)[number]];
  rows.push([
    'ratio',
    '',
    '',
    ...[site.clientLoaded / whole.clientLoaded, site.firstKey / whole.firstKey, site.slowestKey / whole.slowestKey, site.firstSend / whole.firstSend].map((r) =>
      r.toFixed(2),
    ),
  ]);
  console.log(
    `\nForm client, on a phone: Chromium as a Pixel 7, CPU slowed ${network.cpuSlowdownMultiplier}×, Lighthouse's slow 4G as DevTools applies it ` +
      `(${network.requestLatencyMs} ms latency, ${Math.round(network.downloadThroughputKbps)} kbps down, ${Math.round(network.uploadThroughputKbps)} kbps up), ` +
      `${path} with its lead endpoint, median of ${runs} fresh page loads each`,
  );
  console.log(
    formatTable(['client', 'chunk br KiB', 'chunk gz KiB', 'tap to client loaded ms', 'first key ms', 'slowest key ms', 'first send ms'], rows, 'lrrrrrr'),
  );
  console.log(
    `Tap to client loaded: from the tap in the Name field to the client's chunk received. Keys: "${typedName}" typed a key every ${keyDelayMs} ms from the tap, key down to the next paint. First send: the tap on the button to the frame after the success toast.`,
  );
  const [load = 0] = loadavg();
  if (load > availableParallelism()) {
    console.log(
      `The machine was busy (load average ${load.toFixed(1)} on ${availableParallelism()} cores): every figure is inflated; the ratios are what to judge.`,
    );
  }
}
