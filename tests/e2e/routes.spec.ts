import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { routeName, site, watchConsole } from './site';

for (const config of site.pages) {
  test.describe(`route ${config.path}`, () => {
    test('answers 200 with its h1 and head, hydrates without a console error', { tag: '@static-host' }, async ({ page }) => {
      const problems = watchConsole(page);
      const response = await page.goto(config.path);
      expect(response?.status()).toBe(200);
      // At its own address: not reached through a redirect (a static host's 308 to `/dir/`).
      expect(response?.request().redirectedFrom()?.url()).toBeUndefined();
      expect(new URL(page.url()).pathname).toBe(config.path);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page).toHaveTitle(config.meta.title);
      await expect(page.locator('head title')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', config.meta.description);
      await expect(page.locator('meta[name="keywords"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', config.meta.canonical);
      await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(config.meta.structuredData.length);
      // The share card's image: absolute, on the canonical host, and served there (here: this host).
      const image = new URL((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '');
      expect(image.origin).toBe(new URL(config.meta.canonical).origin);
      const served = await page.request.get(image.pathname);
      expect(served.status(), image.pathname).toBe(200);
      expect(served.headers()['content-type']).toBe('image/png');
      if (config.meta.robots) await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', config.meta.robots);
      // Hydrated: the header island is live (the browser hydrates islands; the router runs only in the pre-render).
      await page.waitForFunction(() => document.querySelector('[data-island="site-header"][data-hydrated]') !== null);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });

    test('shows its full content without JavaScript, and matches its ARIA snapshot', async ({ browser }, testInfo) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(config.path);
      await expect(page.locator('h1')).toBeVisible();
      const text = await page.locator('main').innerText();
      expect(text.length).toBeGreaterThan(400);
      const snapshot = `${routeName(config.path)}.aria.yml`;
      // A route added through data has no snapshot until someone makes and reads one: say how.
      if (['none', 'default'].includes(testInfo.config.updateSnapshots)) {
        const file = relative(process.cwd(), testInfo.snapshotPath(snapshot, { kind: 'aria' }));
        const missing = `${config.path} has no ARIA snapshot yet: make it with \`npm run test:e2e -- tests/e2e/routes.spec.ts --update-snapshots=missing\`, read ${file} and commit it`;
        expect.soft(existsSync(file), missing).toBe(true);
      }
      await expect(page.locator('main')).toMatchAriaSnapshot({ name: snapshot });
      await context.close();
    });
  });
}
