import axe, { type AxeResults, type RunOptions } from 'axe-core';
import type { Page, TestInfo } from '@playwright/test';
import { localeIds, locales } from '../../data/locales';
import { site, siteData } from '../../pages.config';
import { indexablePages } from '../../src/pages/meta';

export { site, siteData, indexablePages };

/** Collects console errors and warnings (hydration mismatches among them) and page errors. */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** The video and map embeds' hosts: the only third parties a page may call, and only when asked. */
export const embeds = /^https:\/\/www\.(youtube-nocookie|google)\.com\//;

/** Where a page's reporter sends its violations: the list of the test now watching that page. */
const cspSinks = new WeakMap<Page, { violations: string[] }>();

/**
 * Content Security Policy violations as the page reports them (the DOM event, every frame) and as
 * Chromium logs them. A tab reused across tests (pages.spec.ts) gets its reporter once; each call
 * starts a new list, and its console listener goes with the test's other listeners.
 */
export async function watchCsp(page: Page) {
  const violations: string[] = [];
  const sink = cspSinks.get(page);
  if (sink) sink.violations = violations;
  else {
    const newSink = { violations };
    cspSinks.set(page, newSink);
    await page.exposeFunction('reportCspViolation', (text: string) => newSink.violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
        void report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile || document.URL} ${event.sample}`);
      });
    });
    // No internet here: the embeds answer with a stub, which is enough to prove the policy let them load.
    await page.route(embeds, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>embed</title>' }));
  }
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/** Hosts the page requested. */
export function watchHosts(page: Page) {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).host));
  return hosts;
}

/**
 * Waits until every island on the page has hydrated: src/client/islands.ts marks each once React
 * has committed it, so its handlers answer. The precise signal, where an idle network is a guess
 * (the scripts may have arrived while the hydration still runs on a busy machine).
 */
export async function islandsHydrated(page: Page) {
  await page.waitForFunction(() => document.querySelector('[data-island]') !== null && document.querySelector('[data-island]:not([data-hydrated])') === null);
}

/** Each language's 404 page, at an unknown address under its prefix. */
export const notFoundAddresses = localeIds.map((locale) => `${locales[locale].prefix}/no-such-page`);

/** The routes QA reads an ARIA snapshot of: every configured page, and each language's 404 page. */
export const ariaSnapshotRoutes = [...site.pages.map((page) => page.path as string), ...notFoundAddresses];

/**
 * A readable name for a route's ARIA snapshot, as its file in tests/e2e/__snapshots__ is named:
 * Playwright's file name for a named snapshot (its sanitizeForFilePath) turns each run of ASCII
 * characters other than letters, digits and `-` into one `-` (other characters are kept).
 */
export const routeName = (path: string) => (path === '/' ? 'home' : path.slice(1).replace(/[^A-Za-z0-9\u0080-\uFFFF-]+/g, '-'));

/**
 * The `static-host` project (tests/playwright.config.ts): dist/static under `wrangler pages dev`
 * instead of `npm start`. Tests it runs carry the tag; where the host answers differently, the
 * test says so with this.
 */
export const staticHost = { tag: '@static-host' } as const;
export const onStaticHost = (info: TestInfo) => info.project.name === 'static-host';

/**
 * Few pages that between them carry every kind of block in every language, the first that adds
 * most each time. On the static host each page is its build's file, byte for byte, under the one
 * policy of `_headers`' `/*` (static-host.spec.ts fetches every page and checks both), so a browser
 * visit to these stands for every page there: its scripts, islands and embeds under that policy.
 */
export const pagesWithEveryBlock: ReadonlySet<string> = (() => {
  const kinds = (page: (typeof site.pages)[number]) => [`${page.locale} page`, ...page.blocks.map((block) => `${page.locale} ${block.type}`)];
  const missing = new Set(site.pages.flatMap(kinds));
  const chosen = new Set<string>();
  while (missing.size > 0) {
    const adds = (page: (typeof site.pages)[number]) => new Set(kinds(page).filter((kind) => missing.has(kind))).size;
    const next = site.pages.reduce((best, page) => (adds(page) > adds(best) ? page : best));
    for (const kind of kinds(next)) missing.delete(kind);
    chosen.add(next.path);
  }
  return chosen;
})();

/**
 * axe-core run in the page on what `selector` matches ('html': the whole page, with its page-level
 * rules): its source put in once, then one `axe.run`. The pages have no frame
 * until a visitor asks for an embed, so no frame needs axe of its own (and @axe-core/playwright
 * put its 650 kB in twice a run).
 */
export async function runAxe(page: Page, selector: string, options: RunOptions): Promise<AxeResults> {
  await page.evaluate(axe.source);
  // Typed as what arrives: without axe's `elementRef` option, the results hold no element.
  const results: unknown = await page.evaluate(
    ({ selector, options }) => (window as unknown as { axe: typeof axe }).axe.run(selector, options) as Promise<unknown>,
    {
      selector,
      options,
    },
  );
  return results as AxeResults;
}
