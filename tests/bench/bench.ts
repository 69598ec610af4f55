// `npm run bench` (issues 5 and 23): the site as shipped against the static limit (the best static
// page of the same content, tests/bench/builds.ts), in Lighthouse, with the bytes of a first and a
// second page view; then the lead endpoint under load beside a bare endpoint; and the build time.
// BENCH_RUNS (default 3) Lighthouse runs per route and build, BENCH_SECONDS (default 10) of load.
// BENCH_ONLY=intake runs only the speed to lead (acknowledgement to the text to intake).
// BENCH_ONLY=follow-up runs only the follow-up (a tap on "Reached them" to its event, an escalation's due time to its text).
// BENCH_ONLY=texts runs only the texts in (a text received to its intake text at Twilio).
// BENCH_ONLY=load runs only the lead endpoint part (on the existing build; `npm start` makes one if
// missing); BENCH_ONLY=lighthouse only the builds and Lighthouse. BENCH_ROUTES=all audits every
// configured route instead of the four representative ones (about 12 minutes), to check the
// budgets on every route. BENCH_ONLY=inp runs only the interaction latency (tests/bench/inp.ts).
// BENCH_ONLY=navigation runs only the navigation table (tests/bench/navigation.ts): today's in-place
// swap against plain document loads with Speculation Rules and view transitions, and the decision.
// BENCH_ONLY=form-client runs only the form's client (tests/bench/form-client.ts): the first keystroke
// and the first send on a throttled phone, with functions-js alone and with supabase-js whole.
// BENCH_ONLY=growth runs only the growth table (tests/bench/growth.ts): the build with today's data
// and with BENCH_GROWTH_CITIES (default 50) generated practice cities, into dist-bench/growth/.
import { mkdir, readFile, rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { benchDir, buildSite, buildStaticLimit, siteDist, staticDist } from './builds.ts';
import { benchLeadEndpoint } from './endpoint-bench.ts';
import { benchSpeedToLead, speedToLeadBudgetMs } from './speed-to-lead.ts';
import { benchFollowUp } from './follow-up.ts';
import { benchTextToIntake } from './text-to-intake.ts';
import { benchInteractionLatency } from './inp.ts';
import { benchNavigation } from './navigation.ts';
import { benchFormClient } from './form-client.ts';
import { benchGrowth } from './growth.ts';
import { audit, chromiumPath, launchChrome, type Run } from './lighthouse.ts';
import { startServer } from '../support/processes.ts';
import { formatTable, median } from './table.ts';
import { firstRoundTrip, pageBytes } from './page-bytes.ts';
import { pagesOf, servingTableFile, type ServingTable } from '../../src/serving/serving-table.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const ports = { site: 4601, chrome: 4603, leads: 4604, bare: 4605, static: 4606, intake: 4607 };
const representativeRoutes = ['/', '/kent-wa/car-accident-lawyer', '/kent-wa/personal-injury-lawyer', '/lawyers/daniel-whitfield'];
const everyRoute = process.env.BENCH_ROUTES === 'all';
// Issue 5's budgets (LCP's ratio: issue 23's): Lighthouse scores, LCP against the static limit's, TBT, CLS; the build.
const targets = { score: 100, lcpOverStatic: 1.05, tbtMs: 100, cls: 0, buildSeconds: 30 };
const started = performance.now();
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
console.log(`Machine load average at start: ${load()}`);

if (process.env.BENCH_ONLY === 'load') {
  const { lost } = await benchLeadEndpoint({ connections, seconds, ports });
  console.log(`Machine load average at end: ${load()}.`);
  process.exit(lost > 0 ? 1 : 0);
}
if (process.env.BENCH_ONLY === 'intake') {
  const { median } = await benchSpeedToLead({ port: ports.intake });
  console.log(`Machine load average at end: ${load()}.`);
  process.exit(median < speedToLeadBudgetMs ? 0 : 1);
}
if (process.env.BENCH_ONLY === 'follow-up') {
  await benchFollowUp();
  console.log(`Machine load average at end: ${load()}.`);
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'texts') {
  await benchTextToIntake();
  console.log(`Machine load average at end: ${load()}.`);
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'growth') {
  await benchGrowth();
  console.log(`Machine load average at end: ${load()}.`);
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'navigation') {
  await benchNavigation();
  console.log(`Machine load average at end: ${load()}.`);
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'form-client') {
  await benchFormClient();
  console.log(`Machine load average at end: ${load()}.`);
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'inp') {
  await benchInteractionLatency();
  console.log(`Machine load average at end: ${load()}.`);
  process.exit(0);
}

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 19)) {
  throw new Error(`Lighthouse 13 needs Node 22.19 or later; this is ${process.version}. Run \`npm run bench\`, which uses the repository's Node 24.`);
}
// Fail before the builds, not after them.
try {
  chromiumPath();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// ---- builds --------------------------------------------------------------------------------------
console.error('Building the site (npm run build)…');
const siteBuild = await buildSite();
console.error('Making the static limit…');
await buildStaticLimit();

const pages = pagesOf(JSON.parse(await readFile(join(siteDist, servingTableFile), 'utf8')) as ServingTable);
const routes = everyRoute ? pages : representativeRoutes;
const noindexPages = new Set<string>();
for (const path of routes) {
  const html = await readFile(join(siteDist, 'client', path === '/' ? 'index.html' : `${path.slice(1)}/index.html`), 'utf8');
  if (/<meta name="robots" content="[^"]*noindex/.test(html)) noindexPages.add(path);
}
for (const path of routes) {
  if (!pages.includes(path)) throw new Error(`${path} is not a configured route any more: update the routes in tests/bench/bench.ts`);
}

// ---- Lighthouse -----------------------------------------------------------------------------------
const shipped = { name: 'pre-rendered', distDir: siteDist, port: ports.site };
const staticLimit = { name: 'static limit', distDir: staticDist, port: ports.static };
const builds = [shipped, staticLimit];
const reportsDir = join(benchDir, 'lighthouse');
await rm(reportsDir, { recursive: true, force: true });
await mkdir(reportsDir, { recursive: true });

const servers = await Promise.all(builds.map((build) => startServer('tests/bench/serve-build.ts', [build.distDir, String(build.port)], build.port)));
const chrome = await launchChrome(ports.chrome);
const results = new Map<string, Run[]>();
let settings = '';
try {
  // Runs interleave the builds and routes, so a busy moment on the machine hits every build alike.
  for (let run = 1; run <= runs; run++) {
    for (const path of routes) {
      for (const [index, build] of builds.entries()) {
        const reportFile = join(reportsDir, `${build.name.replaceAll(' ', '-')}${path === '/' ? '-home' : path.replaceAll('/', '-')}-${run}.json`);
        const outcome = await audit(`${servers[index]!.url}${path}`, chrome.port, reportFile);
        settings = outcome.settings;
        const key = `${path} ${build.name}`;
        results.set(key, [...(results.get(key) ?? []), outcome.run]);
        console.error(`Lighthouse ${run}/${runs} ${key}: performance ${outcome.run.scores.performance}, LCP ${Math.round(outcome.run.lcp)} ms`);
      }
    }
  }
} finally {
  chrome.kill();
  await Promise.all(servers.map((server) => server.stop()));
}

const medianRun = (key: string) => {
  const all = results.get(key)!;
  const of = (pick: (run: Run) => number) => median(all.map(pick));
  return {
    performance: of((r) => r.scores.performance),
    accessibility: of((r) => r.scores.accessibility),
    bestPractices: of((r) => r.scores['best-practices']),
    seo: of((r) => r.scores.seo),
    seoExceptCrawlable: of((r) => r.seoExceptCrawlable),
    fcp: of((r) => r.fcp),
    lcp: of((r) => r.lcp),
    tbt: of((r) => r.tbt),
    cls: of((r) => r.cls),
    js: of((r) => r.jsBytes),
    total: of((r) => r.totalBytes),
  };
};
const ratio = (a: number, b: number) => (b === 0 ? '—' : (a / b).toFixed(2));
const rows: string[][] = [];
const misses: string[] = [];
for (const path of routes) {
  const medians = builds.map((build) => medianRun(`${path} ${build.name}`));
  const pre = medianRun(`${path} ${shipped.name}`);
  const limit = medianRun(`${path} ${staticLimit.name}`);
  for (const [index, build] of builds.entries()) {
    const m = medians[index]!;
    rows.push([
      path,
      build.name,
      String(m.performance),
      String(m.accessibility),
      String(m.bestPractices),
      String(m.seo),
      (m.fcp / 1000).toFixed(2),
      (m.lcp / 1000).toFixed(2),
      Math.round(m.tbt).toString(),
      m.cls.toFixed(3),
      (m.js / 1024).toFixed(1),
      (m.total / 1024).toFixed(1),
    ]);
  }
  rows.push(['', 'ratio pre/static', '', '', '', '', ratio(pre.fcp, limit.fcp), ratio(pre.lcp, limit.lcp), '', '', '', ratio(pre.total, limit.total)]);

  // The budgets, on the shipped build. The office pages are noindex: SEO's crawlability audit is exempt there.
  const seo = noindexPages.has(path) ? pre.seoExceptCrawlable : pre.seo;
  const scores = { Performance: pre.performance, Accessibility: pre.accessibility, 'Best Practices': pre.bestPractices, SEO: seo };
  for (const [name, score] of Object.entries(scores)) if (score < targets.score) misses.push(`${path}: ${name} ${score} < ${targets.score}`);
  if (pre.lcp > targets.lcpOverStatic * limit.lcp) misses.push(`${path}: LCP ${ratio(pre.lcp, limit.lcp)}× the static limit's > ${targets.lcpOverStatic}×`);
  if (pre.tbt >= targets.tbtMs) misses.push(`${path}: TBT ${Math.round(pre.tbt)} ms ≥ ${targets.tbtMs} ms`);
  if (pre.cls > targets.cls) misses.push(`${path}: CLS ${pre.cls.toFixed(3)} > ${targets.cls}`);
}
console.log(`\n${settings}; median of ${runs} runs per route and build (reports in dist-bench/lighthouse/)`);
console.log(formatTable(['route', 'build', 'Perf', 'A11y', 'BP', 'SEO', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'JS KiB', 'total KiB'], rows, 'llrrrrrrrrrr'));
console.log("JS and total: bytes transferred (compressed, with headers), from Lighthouse's resource summary.");
console.log(
  misses.length
    ? `Lighthouse budgets (scores ${targets.score}, LCP ≤ ${targets.lcpOverStatic}× static, TBT < ${targets.tbtMs} ms, CLS ${targets.cls}) MISSED:\n  ${misses.join('\n  ')}`
    : `Lighthouse budgets (scores ${targets.score}, LCP ≤ ${targets.lcpOverStatic}× static, TBT < ${targets.tbtMs} ms, CLS ${targets.cls}): met on every route.`,
);

// What the LCP ratios cost in bytes: a gain on the first view must not be paid on every later one.
const kib = (bytes: number | undefined) => (bytes === undefined ? '—' : (bytes / 1024).toFixed(1));
const byteRows = routes.flatMap((path) =>
  builds.map((build) => {
    const bytes = pageBytes(build.distDir, path);
    return [
      path,
      build.name,
      kib(bytes.html),
      kib(bytes.blocking),
      kib(bytes.html + bytes.blocking),
      kib(bytes.afterPaint),
      kib(bytes.html),
      kib(bytes.styleEnd),
      kib(bytes.h1End),
      kib(bytes.firstScreenEnd),
    ];
  }),
);
console.log(
  `\nBytes per page, Brotli KiB as served. First view: the HTML and the stylesheets that block its first paint; after paint: the stylesheets and scripts loaded after it; ` +
    `second view: another page with the first one's files cached (its HTML). Then where the inline CSS, the h1 and the first screen ` +
    `(header, first blocks of <main>, call bar) end in the compressed HTML; the first round trip of a new connection carries ${kib(firstRoundTrip)} KiB with the response headers.`,
);
console.log(
  formatTable(
    ['route', 'build', 'HTML', 'blocking CSS', 'first view', 'after paint', 'second view', 'CSS ends', 'h1 ends', 'first screen ends'],
    byteRows,
    'llrrrrrrrr',
  ),
);
if (process.env.BENCH_ONLY === 'lighthouse') process.exit(0);

await benchInteractionLatency();

// ---- navigation: the in-place swap against the platform's document loads -------------------------
await benchNavigation();

// ---- the form's client: functions-js alone against supabase-js whole ------------------------------
await benchFormClient();

// ---- the lead endpoint under load ------------------------------------------------------------------
const { lost } = await benchLeadEndpoint({ connections, seconds, ports });

// ---- speed to lead: the acknowledgement to the text to intake ---------------------------------------
const speedToLead = await benchSpeedToLead({ port: ports.intake });
await benchFollowUp();

// ---- texts in: a text received to its intake text ----------------------------------------------------
await benchTextToIntake();

// ---- growth: the build with today's data and with generated practice cities ------------------------
await benchGrowth();

// ---- build time and summary -----------------------------------------------------------------------
const buildSeconds = siteBuild.totalMs / 1000;
console.log(
  `\nBuild (npm run build: client, server entry, pre-render of ${pages.length} pages, compression): ${buildSeconds.toFixed(1)} s` +
    (siteBuild.prerenderMs === undefined ? '' : ` (pre-render step ${(siteBuild.prerenderMs / 1000).toFixed(1)} s)`) +
    `, target < ${targets.buildSeconds} s: ${buildSeconds < targets.buildSeconds ? 'met' : 'MISSED'}.`,
);
console.log(`Machine load average at end: ${load()}. Bench took ${((performance.now() - started) / 60000).toFixed(1)} min.`);
if (lost > 0 || speedToLead.median >= speedToLeadBudgetMs) process.exitCode = 1;
