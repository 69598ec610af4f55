import { expect, test } from '@playwright/test';
import { firm } from '../../data/firm';
import { uiCopy } from '../../data/ui-copy';
import { islandsHydrated } from './site';

test('the hamburger toggles the menu, and tapping a link closes it', async ({ page }) => {
  await page.goto('/');
  await islandsHydrated(page);
  const menuButton = page.getByRole('button', { name: 'Menu' });
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeHidden();
  await menuButton.tap();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();
  await menuButton.tap();
  await expect(menu).toBeHidden();
  await menuButton.tap();
  await menu.getByRole('link', { name: 'Dog Bites' }).tap();
  await expect(page).toHaveURL('/kent-wa/dog-bite-lawyer');
  await expect(menu).toBeHidden();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
});

test('the phone menu lists the practice areas in two labelled groups, and a criminal-defense link works', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => document.querySelector('[data-island="site-header"][data-hydrated]') !== null);
  const menuButton = page.getByRole('button', { name: 'Menu' });
  const menu = page.locator('#mobile-menu');
  await menuButton.tap();
  await expect(menu.getByRole('group', { name: 'Injury' }).getByRole('link')).toHaveCount(8);
  const criminal = menu.getByRole('group', { name: 'Criminal Defense' });
  await expect(criminal.getByRole('link')).toHaveCount(7);
  await criminal.getByRole('link', { name: 'Domestic Violence' }).tap();
  await expect(page).toHaveURL('/kent-wa/domestic-violence-lawyer');
  await expect(menu).toBeHidden();
});

test('a call button is always within reach on a phone', async ({ page }) => {
  await page.goto('/kent-wa/boating-accident-lawyer');
  await page.mouse.wheel(0, 4000);
  const bar = page.getByRole('link', { name: /Call now:/ });
  await expect(bar).toBeInViewport();
  expect(await bar.getAttribute('href')).toMatch(/^tel:\+1\d{10}$/);
});

test('on a Spanish page the call bar says “Hablamos español”, and fits 320 px without scrolling sideways', async ({ page }) => {
  await page.goto('/es/kent-wa/abogado-accidentes-de-bote');
  await page.setViewportSize({ width: 320, height: 640 });
  await page.mouse.wheel(0, 4000);
  const bar = page.getByRole('complementary', { name: uiCopy.es.callBar.label }).getByRole('link');
  await expect(bar).toBeInViewport();
  await expect(bar).toHaveAccessibleName(`${uiCopy.es.callBar.text} ${firm.phones.main.display} ${uiCopy.es.callBar.speaks}`);
  const box = await bar.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // The English bar makes no such promise (data/ui-copy.ts `callbackPromise`).
  await page.goto('/kent-wa/boating-accident-lawyer');
  await expect(page.getByRole('complementary', { name: uiCopy.en.callBar.label })).not.toContainText('español');
});

test('the menu works from a keyboard: Enter opens, Escape closes and returns focus to the button', async ({ page }) => {
  await page.goto('/about');
  await islandsHydrated(page);
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
});
