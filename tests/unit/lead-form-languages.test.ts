// @vitest-environment node
// The form never falls back to English (issue 33), in every language of data/locales.ts: Spanish,
// and the fixture third language (tests/support/fixture-language.ts), which only exists in this
// process's data. So the pages come from a Vite dev server made here, whose modules, the server's
// and the browser's alike, take the fixture in first; the function is this process's handler
// (lead-core/handler.ts), reached through page.route. Sent from each language's form in Chromium:
// the connection dropped, a body over the size limit and a rate limit each show the form's own
// words or the function's, with the toaster's labels and the line beside the grey button.
import { russian, dogBiteRu } from '../support/fixture-language';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page, type Route } from 'playwright-core';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firm } from '../../data/firm';
import { leadFunctionMessages, leadMessages } from '../../data/lead-messages';
import { locales, type Locale } from '../../data/locales';
import { uiCopy } from '../../data/ui-copy';
import { createLeadHandler } from '../../lead-core/handler.ts';
import { leadEndpoint } from '../../lead-core/lead-endpoint.ts';
import { maxBodyBytes } from '../../lead-core/lead-schema.ts';
import type { InsertOutcome } from '../../lead-core/lead-store.ts';
import { site } from '../../pages.config';
import { routeTreeSource } from '../../src/build/route-tree.ts';
import { chromium as chromiumOptions } from '../support/chromium.ts';
import { freePort } from '../support/processes.ts';
import { fromClient } from '../support/from-client.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = '/tests/support/fixture-language.ts';

/**
 * The fixture language in the dev server's site and in the browser's data: imported first by the
 * config and the client entry; and its pages' routes, in a route tree made from this process's site.
 */
function withFixtureLanguage(): Plugin {
  return {
    name: 'fixture-language',
    enforce: 'pre',
    load(id) {
      return id.endsWith('/src/routeTree.gen.ts') ? routeTreeSource(site) : undefined;
    },
    transform(code, id) {
      if (id.endsWith('/pages.config.ts') || id.endsWith('/src/entry-client.tsx')) return `import '${fixture}';\n${code}`;
      return undefined;
    },
  };
}

const languages = [
  { language: 'es' as Locale, path: '/es/kent-wa/abogado-mordeduras-de-perro' },
  { language: russian as Locale, path: `${locales[russian].prefix}/kent-wa/${dogBiteRu.slug}` },
];

let vite: ViteDevServer;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  vite = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    // Its own cache of pre-bundled dependencies, apart from `npm run dev`'s.
    cacheDir: await mkdtemp(join(tmpdir(), 'vite-fixture-language-')),
    plugins: [withFixtureLanguage()],
    server: { port, strictPort: true, host: '127.0.0.1', hmr: false },
    logLevel: 'error',
  });
  await vite.listen();
  browser = await chromium.launch(chromiumOptions);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await vite?.close();
});

/** The function's handler as it answers when the store says `outcome` (a 429 for 'limited'). */
const handlerStoring = (outcome: InsertOutcome) =>
  fromClient(
    () => '127.0.0.1',
    createLeadHandler({
      store: { insert: async () => outcome },
      siteOrigins: [origin],
      ipSalt: 'test-salt',
      fallbackPhone: firm.phones.main.display,
      log: () => {},
    }),
  );

/** Answers the form's request with `handle`'s answer to it, its body replaced by `body` if given. */
const answerWith = (handle: (request: Request) => Promise<Response>, body?: (sent: string) => string) => async (route: Route) => {
  const sent = route.request();
  // The body's own length goes with the body: the handler reads what comes.
  const headers = Object.entries(await sent.allHeaders()).filter(([name]) => name !== 'content-length');
  const answer = await handle(new Request(sent.url(), { method: sent.method(), headers, body: body ? body(sent.postData() ?? '') : sent.postData() }));
  await route.fulfill({ status: answer.status, headers: Object.fromEntries(answer.headers), body: await answer.text() });
};

/** The toasts' texts, the toaster's region label and each close button's, as a screen reader meets them. */
const toastsOf = (page: Page) =>
  page.evaluate(() => ({
    texts: [...document.querySelectorAll('[data-sonner-toast] [data-title]')].map((title) => title.textContent ?? ''),
    region: document.querySelector('section[aria-live]')?.getAttribute('aria-label') ?? '',
    close: [...document.querySelectorAll('[data-sonner-toast] button[data-close-button]')].map((button) => button.getAttribute('aria-label')),
  }));

/** Words that are English only: what a Spanish or Russian visitor must not meet. */
const english = /\b(?:the|to|failed|please|send|request|function|edge|message|too|many|long|call us|notifications?|close|toast)\b/i;

describe.each(languages)('the $language form', ({ language, path }) => {
  const copy = uiCopy[language].form;
  const said = leadFunctionMessages[language];

  it(
    'says in its own words why the button is grey, then what went wrong: the connection dropped, a body too large, a rate limit',
    { timeout: 180_000 },
    async () => {
      const page = await browser.newPage();
      try {
        await page.goto(`${origin}${path}`);
        await page
          .locator('html')
          .getAttribute('lang')
          .then((lang) => expect(lang).toBe(locales[language].lang));
        const form = page.locator('form').first();
        await form.locator('xpath=ancestor::*[@data-island][@data-hydrated]').waitFor({ timeout: 120_000 });

        // The grey button's reason: beside it, and its description.
        const submit = form.locator('button[type="submit"]');
        const describedBy = await submit.getAttribute('aria-describedby');
        expect(describedBy).toBeTruthy();
        expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(copy.agreeFirst);
        await form.locator('[name="name"]').fill('Ana Pérez');
        await form.locator('[name="phone"]').fill('(253) 555-0177');
        await form.locator('[name="email"]').fill('ana@example.com');
        await form.locator('[name="agreement"]').check();
        await page.waitForFunction((button) => !(button as HTMLButtonElement).disabled, await submit.elementHandle());
        expect(await submit.getAttribute('aria-describedby')).toBeNull();
        expect(await page.locator(`[id="${describedBy}"]`).count()).toBe(0);

        const expected: string[] = [];
        const send = async (handler: (route: Route) => Promise<void>, message: string) => {
          await page.route(`**${leadEndpoint}**`, handler);
          await submit.click();
          expected.push(message);
          await page.waitForFunction((count) => document.querySelectorAll('[data-sonner-toast] [data-title]').length >= count, expected.length);
          await page.unroute(`**${leadEndpoint}**`);
        };
        // No answer at all: the form's own words, not the functions client's "Failed to send a request to the Edge Function".
        await send((route) => route.abort('internetdisconnected'), leadMessages[language].failed);
        // Over the size limit: refused before the body, and so its language, is read (the address names it).
        await send(
          answerWith(handlerStoring('created'), (sent) => JSON.stringify({ ...JSON.parse(sent), message: 'x'.repeat(maxBodyBytes) })),
          said.tooLarge,
        );
        await send(answerWith(handlerStoring('limited')), said.tooMany);

        const toasts = await toastsOf(page);
        expect(toasts.texts.toSorted()).toEqual(expected.toSorted());
        expect(toasts.region).toBe(`${copy.toaster.region} alt+T`);
        expect(toasts.close).toEqual(expected.map(() => copy.toaster.close));
        for (const words of [...toasts.texts, toasts.region.replace(/ alt\+T$/, ''), ...toasts.close]) {
          expect(words).not.toMatch(english);
          // Russian is written in Cyrillic: a Latin letter is a word left in another language.
          if (language === russian) expect(words).not.toMatch(/[A-Za-z]/);
        }
        // The visitor's entries are kept for the next try.
        expect(await form.locator('[name="name"]').inputValue()).toBe('Ana Pérez');
      } finally {
        await page.close();
      }
    },
  );
});
