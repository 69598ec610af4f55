// Every page in a real browser, one visit per page and width (and one on the static host): the
// visit proves everything a page must be. It answers 200 at its own address with its h1 and head,
// hydrates with no console error and no Content Security Policy violation, shows its first screen
// with the critical CSS where the whole stylesheet puts it (which arrives after the first paint and
// so moves nothing), calls no third party until a visitor asks for a video or the map (which the
// policy then lets in), passes axe's WCAG 2.2 A/AA rules and reflows; without JavaScript it shows
// its full content, whose accessibility tree matches the page's committed ARIA snapshot
// (tests/e2e/__snapshots__).
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { test as base, expect, type Page, type Route, type TestInfo } from '@playwright/test';
import {
  islandsHydrated,
  notFoundAddresses,
  onStaticHost,
  pagesWithEveryBlock,
  routeName,
  runAxe,
  site,
  staticHost,
  watchConsole,
  watchCsp,
  watchHosts,
} from './site';

type PageConfig = (typeof site.pages)[number];

/**
 * One tab per worker for every visit, and one with scripts off: a new browser context per test took
 * longer than the visit itself (its first load, its scripts fetched again). Each test gets the tabs
 * as the last one left them, at a page of ours: the listeners it added (console, requests) go with it.
 */
const test = base.extend<{ visitor: Page; reader: Page }, { tabs: { visitor: Page; reader: Page } }>({
  tabs: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      const visiting = await browser.newContext({ baseURL });
      // The stylesheet's `scripting` media queries must see scripts off, as such a visitor's browser does: a context of its own.
      const reading = await browser.newContext({ baseURL, javaScriptEnabled: false });
      await use({ visitor: await visiting.newPage(), reader: await reading.newPage() });
      await Promise.all([visiting.close(), reading.close()]);
    },
    { scope: 'worker' },
  ],
  visitor: async ({ tabs }, use) => {
    await use(tabs.visitor);
    for (const event of ['console', 'pageerror', 'request'] as const) tabs.visitor.removeAllListeners(event);
  },
  reader: async ({ tabs }, use) => use(tabs.reader),
});

// A phone and a desktop window. The ARIA snapshots are the desktop's (the header's menus differ).
const widths = [375, 1280] as const;
const desktop = 1280;
const height = (width: number) => (width < 768 ? 812 : 800);
// WCAG 2.0, 2.1 and 2.2 at levels A and AA: the rules axe-core can check automatically.
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const structureRules = ['heading-order', 'page-has-heading-one', 'landmark-one-main', 'region', 'landmark-unique', 'empty-heading'];

/** Without JavaScript the page shows its full content, and its accessibility tree is the committed snapshot. */
async function expectContentWithoutScripts(page: Page, path: string, testInfo: TestInfo) {
  // In a 1280 × 720 window.
  await page.goto(path);
  await expect(page.locator('h1')).toBeVisible();
  expect((await page.locator('main').innerText()).length).toBeGreaterThan(400);
  await expectAriaSnapshot(page, path, testInfo);
}

/** The page's main content, as a screen reader gets it, is its route's committed ARIA snapshot. */
async function expectAriaSnapshot(page: Page, path: string, testInfo: TestInfo) {
  const snapshot = `${routeName(path)}.aria.yml`;
  // A route added through data has no snapshot until someone makes and reads one: say how
  // (tests/unit/aria-snapshots.test.ts says so too, before any browser starts).
  if (['none', 'default'].includes(testInfo.config.updateSnapshots)) {
    const file = relative(process.cwd(), testInfo.snapshotPath(snapshot, { kind: 'aria' }));
    const missing = `${path} has no ARIA snapshot yet: make it with \`npm run test:e2e -- tests/e2e/pages.spec.ts --update-snapshots=missing\`, read ${file} and commit it`;
    expect.soft(existsSync(file), missing).toBe(true);
  }
  await expect(page.locator('main')).toMatchAriaSnapshot({ name: snapshot });
}

/**
 * The head a page's config declares, its one visible h1, and its share image served as a PNG from
 * the canonical host. Read in one call: a locator round trip per tag took longer than the visit.
 */
async function expectHead(page: Page, config: PageConfig) {
  const head = await page.evaluate(() => {
    const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
    const count = (selector: string) => document.querySelectorAll(selector).length;
    return {
      h1: count('h1'),
      h1Visible: document.querySelector('h1')?.checkVisibility() ?? false,
      title: document.title,
      titles: count('head title'),
      description: attribute('meta[name="description"]', 'content'),
      keywords: count('meta[name="keywords"]'),
      robots: attribute('meta[name="robots"]', 'content'),
      canonical: attribute('link[rel="canonical"]', 'href'),
      // JSON-LD after the content (src/layout/document.tsx): nothing in the head before the first screen.
      structuredDataInMain: count('main script[type="application/ld+json"]'),
      structuredDataInHead: count('head script[type="application/ld+json"]'),
      image: attribute('meta[property="og:image"]', 'content') ?? '',
    };
  });
  const { meta } = config;
  expect(head).toEqual({
    h1: 1,
    h1Visible: true,
    title: meta.title,
    titles: 1,
    description: meta.description,
    keywords: 1,
    robots: meta.robots ?? null,
    canonical: meta.canonical,
    structuredDataInMain: meta.structuredData.length,
    structuredDataInHead: 0,
    image: expect.stringMatching(/^https:/),
  });
  // The share card's image: absolute, on the canonical host, and served there (here: this host).
  const image = new URL(head.image);
  expect(image.origin).toBe(new URL(meta.canonical).origin);
  const served = await page.request.get(image.pathname);
  expect(served.status(), image.pathname).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
}

/** No WCAG 2.2 A/AA violation axe can find, sound structure, and nothing scrolling sideways. */
async function expectAccessible(page: Page, width: number) {
  // One axe pass: the WCAG tags' rules, and the structure rules beyond them (headings in order, one
  // h1, everything inside a landmark), which a rule's own `enabled` adds to a run by tags.
  const results = await runAxe(page, 'html', {
    runOnly: { type: 'tag', values: wcagTags },
    rules: Object.fromEntries(structureRules.map((rule) => [rule, { enabled: true }])),
    resultTypes: ['violations'],
  });
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim()}`),
  }));
  expect(violations).toEqual([]);
  expect(results.passes.length).toBeGreaterThan(10);
  // The structure rules did run, alongside the tags' rules.
  const ran = [...results.passes, ...results.inapplicable, ...results.incomplete].map((rule) => rule.id);
  expect(structureRules.filter((rule) => !ran.includes(rule))).toEqual([]);
  // Nothing scrolls sideways at 320 px (WCAG 1.4.10), nor at 200% zoom of a 1280 px window.
  const narrow = width < 768 ? 320 : 640;
  await page.setViewportSize({ width: narrow, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(narrow);
  await page.setViewportSize({ width, height: height(width) });
}

/** Each poster becomes its player when pressed, and the map appears when asked: the policy lets both frames load. */
async function openEmbeds(page: Page) {
  // The next poster is always the first one left.
  const play = page.getByRole('link', { name: /^Play video:/ });
  const videos = await play.count();
  for (let index = 0; index < videos; index += 1) {
    const framed = page.waitForRequest(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await play.first().click();
    await framed;
  }
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(videos);
  const showMap = page.getByRole('button', { name: 'Show map' });
  if (await showMap.count()) {
    const framed = page.waitForRequest(/^https:\/\/www\.google\.com\/maps/);
    await showMap.click();
    await framed;
    await expect(page.locator('iframe[src^="https://www.google.com/maps"]')).toHaveCount(1);
  }
}

const stylesheets = '**/assets/*.css';

/**
 * Holds the page's stylesheet back until the returned function is called, so the first screen can
 * be seen with the critical CSS alone (src/build/critical-css.ts), as the first paint shows it.
 */
async function holdStylesheet(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = async (route: Route) => {
    await released;
    await route.continue();
  };
  await page.route(stylesheets, held);
  return async () => {
    release();
    await page.unroute(stylesheets, held);
  };
}

/**
 * Where each element in the window stands, to the pixel: its tag, place in the document and the
 * part of its box inside the window (what lies below it, such as the rest of <main>, may differ).
 */
function firstScreenBoxes(page: Page) {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')].flatMap((element, index) => {
      const box = element.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= innerHeight || (box.width === 0 && box.height === 0)) return [];
      const visible = [box.left, box.top, box.right, Math.min(box.bottom, innerHeight)].map(Math.round).join(' ');
      return [`${index} ${element.tagName} ${visible}`];
    }),
  );
}

/** The whole stylesheet, once it arrives after the first paint, moves nothing in the window (CLS 0). */
async function expectFirstScreenUnmoved(page: Page, releaseStylesheet: () => Promise<void>) {
  const critical = await firstScreenBoxes(page);
  await releaseStylesheet();
  await page.waitForLoadState('load');
  await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.endsWith('.css')));
  expect(await firstScreenBoxes(page)).toEqual(critical);
}

for (const config of site.pages) {
  for (const width of widths) {
    // The static host serves the same files: there the desktop visit to the pages that carry every
    // kind of block checks what the host changes (answer, head, scripts, policy).
    const details = width === desktop && pagesWithEveryBlock.has(config.path) ? staticHost : {};
    test(
      `${config.path} at ${width}px: ${width === desktop ? 'its head and h1' : 'its h1'}, hydrated with no console error or CSP violation, its first screen unmoved by the stylesheet, nothing third-party until asked, accessible; full content without JavaScript`,
      details,
      async ({ visitor: page, reader, baseURL }, testInfo) => {
        const everything = !onStaticHost(testInfo);
        if (everything && width === desktop) await expectContentWithoutScripts(reader, config.path, testInfo);

        const problems = watchConsole(page);
        const violations = await watchCsp(page);
        const hosts = watchHosts(page);
        await page.setViewportSize({ width, height: height(width) });
        const releaseStylesheet = everything ? await holdStylesheet(page) : undefined;
        // While the stylesheet is held the load event may wait for it: until the document is parsed.
        const response = await page.goto(config.path, { waitUntil: releaseStylesheet ? 'domcontentloaded' : 'load' });
        expect(response?.status()).toBe(200);
        // At its own address: not reached through a redirect (a static host's 308 to `/dir/`).
        expect(response?.request().redirectedFrom()?.url()).toBeUndefined();
        expect(new URL(page.url()).pathname).toBe(config.path);
        // The head is the same at every width: read at the desktop's.
        if (width === desktop) await expectHead(page, config);
        else await expect(page.locator('h1')).toBeVisible();
        await islandsHydrated(page);
        if (releaseStylesheet) await expectFirstScreenUnmoved(page, releaseStylesheet);
        expect([...hosts]).toEqual([new URL(baseURL!).host]);
        if (everything) await expectAccessible(page, width);
        expect(problems).toEqual([]);
        if (width === desktop) await openEmbeds(page);
        expect(violations).toEqual([]);
      },
    );
  }
}

// Each language's 404 page, at an unknown address under its prefix (its logged path is navigation.spec.ts's).
for (const path of notFoundAddresses) {
  for (const width of widths) {
    const desktopToo = width === desktop ? ', and its ARIA snapshot without JavaScript' : '';
    test(`${path} at ${width}px: the 404 page, hydrated with no CSP violation, nothing third-party, accessible${desktopToo}`, async ({
      visitor: page,
      reader,
      baseURL,
    }, testInfo) => {
      if (width === desktop) {
        expect((await reader.goto(path))?.status()).toBe(404);
        await expectAriaSnapshot(reader, path, testInfo);
      }
      const violations = await watchCsp(page);
      const hosts = watchHosts(page);
      await page.setViewportSize({ width, height: height(width) });
      expect((await page.goto(path))?.status()).toBe(404);
      await islandsHydrated(page);
      expect([...hosts]).toEqual([new URL(baseURL!).host]);
      await expectAccessible(page, width);
      expect(violations).toEqual([]);
    });
  }
}
