// How a page starts: its scripts wait for the first paint (src/layout/document.tsx), and until
// they arrive, or if they never do, the page works as plain HTML.
import { expect, test } from '@playwright/test';

test('the scripts start only after the first contentful paint, then every island hydrates', async ({ page }) => {
  await page.goto('/kent-wa/catastrophic-injuries-lawyer');
  await page.waitForFunction(() => document.querySelector('[data-island="site-header"][data-hydrated]') !== null);
  const islands = page.locator('[data-island]');
  await expect.poll(() => page.locator('[data-island]:not([data-hydrated])').count()).toBe(0);
  expect(await islands.count()).toBeGreaterThan(3);
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  expect(timing.scripts.length).toBeGreaterThan(0);
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstPaint);
});

test('before the scripts arrive, the header menus open on hover and focus and links load pages', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/about');
  const menuButton = page.getByRole('button', { name: 'Practice Areas' });
  const firstItem = page.getByRole('banner').getByRole('link', { name: 'Car Accidents' });
  await expect(firstItem).toBeHidden();
  await menuButton.hover();
  await expect(firstItem).toBeVisible();
  await page.mouse.move(640, 700);
  await expect(firstItem).toBeHidden();
  await menuButton.focus();
  await expect(firstItem).toBeVisible();
  await firstItem.click();
  await expect(page).toHaveURL('/kent-wa/car-accident-lawyer');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Car Accident');
});
