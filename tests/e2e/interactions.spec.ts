import { expect, test, type Page } from '@playwright/test';
import { islandsHydrated } from './site';

/** Presses Tab until `target` has focus (as a keyboard user would), failing after `max` presses. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 80) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test.beforeEach(async ({ page }) => {
  // No internet here, and none needed: embeds are checked by their frames' addresses.
  await page.route(/youtube-nocookie\.com|google\.com/, (route) => route.fulfill({ status: 204 }));
});

test('the skip link comes first, is visible on focus and moves focus to the main content', async ({ page }) => {
  await page.goto('/kent-wa/car-accident-lawyer');
  await islandsHydrated(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  expect(await skip.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

test('header dropdowns: Space and ArrowDown open, Escape closes and returns focus, Tab moves on', async ({ page }) => {
  await page.goto('/about');
  await islandsHydrated(page);
  const nav = page.getByRole('navigation', { name: 'Main' }).first();
  const areas = nav.getByRole('button', { name: 'Practice Areas' });
  await tabTo(page, areas);
  await page.keyboard.press('Space');
  await expect(areas).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Car Accidents' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(areas).toHaveAttribute('aria-expanded', 'false');
  await expect(areas).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(areas).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Car Accidents' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(areas).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('button', { name: 'Team' })).toBeFocused();
  await expect(areas).toHaveAttribute('aria-expanded', 'false');
});

test('catastrophic-injuries FAQ: arrow keys, Home and End move between questions; one answer open at a time; the open one collapses', async ({ page }) => {
  await page.goto('/kent-wa/catastrophic-injuries-lawyer');
  await islandsHydrated(page);
  const faq = page.getByRole('region', { name: /questions/i }).last();
  const triggers = faq.getByRole('button');
  const count = await triggers.count();
  expect(count).toBe(6);
  const first = triggers.first();
  await tabTo(page, first);
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/permanently affects a person’s ability to work/)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(triggers.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(triggers.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(triggers.last()).toBeFocused();
  await page.keyboard.press('Space');
  await expect(triggers.last()).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(/permanently affects a person’s ability to work/)).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(triggers.last()).toHaveAttribute('aria-expanded', 'false');
  for (let index = 0; index < count; index += 1) await expect(triggers.nth(index)).toHaveAttribute('aria-expanded', 'false');
});

test('the catastrophic-injuries answers are in the page without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/kent-wa/catastrophic-injuries-lawyer');
  await expect(page.getByText(/permanently affects a person’s ability to work/)).toBeVisible();
  await context.close();
});

const playState = (page: Page) => page.locator('.carousel-track').evaluate((track) => getComputedStyle(track).animationPlayState);

test('settlement carousel: moves, pauses by its control (keyboard), on hover and on focus', async ({ page }) => {
  await page.goto('/');
  await islandsHydrated(page);
  expect(await page.locator('.carousel-track').evaluate((track) => getComputedStyle(track).animationName)).toBe('carousel-scroll');
  expect(await playState(page)).toBe('running');
  const toggle = page.getByRole('button', { name: 'Pause results' });
  await tabTo(page, toggle);
  // Focus on its control already holds it still, so the control does not move away from the reader.
  expect(await playState(page)).toBe('paused');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Play results' })).toHaveAttribute('aria-pressed', 'true');
  expect(await playState(page)).toBe('paused');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.blur();
  expect(await playState(page)).toBe('running');
  await page.locator('.carousel').hover();
  expect(await playState(page)).toBe('paused');
  await page.mouse.move(0, 0);
  expect(await playState(page)).toBe('running');
  // The copy that makes the loop seamless is hidden from assistive technology.
  await expect(page.locator('.carousel-track > ul').nth(1)).toHaveAttribute('aria-hidden', 'true');
});

test('settlement carousel stays still for visitors who prefer reduced motion', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/');
  await islandsHydrated(page);
  expect(await page.locator('.carousel-track').evaluate((track) => getComputedStyle(track).animationName)).toBe('none');
  await expect(page.getByRole('button', { name: 'Pause results' })).toBeHidden();
  // Still reachable: the list scrolls sideways instead.
  expect(await page.locator('.carousel').evaluate((carousel) => getComputedStyle(carousel).overflowX)).toBe('auto');
  await context.close();
});

test('the video and the map load from their hosts only when asked, by keyboard', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://localhost')) thirdParty.push(request.url());
  });
  await page.goto('/kent-wa/car-accident-lawyer');
  await islandsHydrated(page);
  expect(thirdParty).toEqual([]);
  const play = page.getByRole('link', { name: /Play video:/ });
  await tabTo(page, play, 150);
  await page.keyboard.press('Enter');
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toBeVisible();
  await expect(page.locator('iframe')).toHaveAttribute('title', /.+/);

  await page.goto('/');
  await islandsHydrated(page);
  const showMap = page.getByRole('button', { name: 'Show map' });
  await expect(page.getByRole('link', { name: 'Get directions in Google Maps' })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//);
  await tabTo(page, showMap, 150);
  await page.keyboard.press('Enter');
  await expect(page.locator('iframe[src^="https://www.google.com/maps"]')).toBeVisible();
});

test('a visitor completes and sends the lead form with the keyboard alone, and the toast is announced', async ({ page }) => {
  await page.goto('/contact');
  await islandsHydrated(page);
  const form = page.locator('form').first();
  await tabTo(page, form.getByLabel('Name *'));
  await page.keyboard.type('Kai Keyboard');
  await page.keyboard.press('Tab');
  await page.keyboard.type('(253) 555-0177');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kai@example.com');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Case type *')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(form.getByLabel('Case type *')).toHaveValue('CAR ACCIDENTS');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Hit from behind at a light.');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('checkbox', { name: /I agree/ })).toBeFocused();
  await page.keyboard.press('Space');
  const submit = form.getByRole('button', { name: 'Get My Free Consultation' });
  // The agreement's two links, the optional box and its policy link, and the confirmation box come before it.
  await tabTo(page, submit, 7);
  await page.keyboard.press('Enter');
  const toast = page.locator('[aria-live]').getByText('Thank you! Your message has been sent. We’ll get back to you soon.');
  await expect(toast).toBeVisible();
  await expect(form.getByLabel('Name *')).toHaveValue('');
});

test('form errors are tied to their fields', async ({ page }) => {
  await page.goto('/contact');
  await islandsHydrated(page);
  const form = page.locator('form').first();
  const email = form.getByLabel('Email *');
  await tabTo(page, email);
  await page.keyboard.type('not-an-address');
  await page.keyboard.press('Tab');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Invalid email address');
});

test('a field filled in and left before the form’s code arrives shows its error once it does', async ({ page }) => {
  // A slow connection: the form's live code arrives only after the visitor has left the field.
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/lead-form-live-[^/]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto('/contact');
  await islandsHydrated(page);
  const form = page.locator('form').first();
  const email = form.getByLabel('Email *');
  await tabTo(page, email);
  await page.keyboard.type('not-an-address');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Case type *')).toBeFocused();
  release();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Invalid email address');
  // The field the visitor is in is not judged before they leave it.
  await expect(form.getByLabel('Case type *')).not.toHaveAttribute('aria-invalid', 'true');
});

test.describe('tooltips', () => {
  test('open after 700 ms, at once when moving from another within 300 ms, on keyboard focus, and close on Escape', async ({ page }) => {
    // A paused fake clock: only runFor moves time, however slow the machine is.
    await page.clock.install({ time: new Date('2026-11-21T10:00:00') });
    await page.goto('/lawyers/marisol-vega');
    await islandsHydrated(page);
    await page.clock.pauseAt(new Date('2026-11-21T10:05:00'));
    const success = page.getByRole('button', { name: /About: Success rate/ });
    const fee = page.getByRole('button', { name: /About: Attorney’s fee unless we recover money/ });
    const successTip = page.getByRole('tooltip').filter({ hasText: 'Past results do not guarantee' });
    const feeTip = page.getByRole('tooltip').filter({ hasText: 'contingency fee' });
    await expect(success).toHaveAccessibleDescription(/Past results do not guarantee/);

    await success.hover();
    await page.clock.runFor(650);
    await expect(successTip).toBeHidden();
    await page.clock.runFor(60);
    await expect(successTip).toBeVisible();

    // Straight to the next one: no delay.
    await fee.hover();
    await expect(successTip).toBeHidden();
    await expect(feeTip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(feeTip).toBeHidden();
    await page.mouse.move(0, 0);

    // After more than 300 ms away, the full delay applies again.
    await page.clock.runFor(400);
    await success.hover();
    await page.clock.runFor(300);
    await expect(successTip).toBeHidden();
    await page.clock.runFor(450);
    await expect(successTip).toBeVisible();
    await page.mouse.move(0, 0);

    // Keyboard focus opens at once; Escape dismisses.
    await page.clock.runFor(1000);
    await tabTo(page, fee, 150);
    await expect(feeTip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(feeTip).toBeHidden();
    await expect(fee).toBeFocused();
  });

  test('stay inside a 375 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/lawyers/marisol-vega');
    await islandsHydrated(page);
    await tabTo(page, page.getByRole('button', { name: /About: Attorney’s fee unless we recover money/ }), 150);
    const box = await page.getByRole('tooltip').filter({ hasText: 'contingency fee' }).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  });
});

test('every control shows where keyboard focus is', async ({ page }) => {
  await page.goto('/kent-wa/car-accident-lawyer');
  await islandsHydrated(page);
  const unmarked: string[] = [];
  let stops = 0;
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      return {
        name: `${element.tagName} ${element.textContent?.trim().slice(0, 30) || element.getAttribute('aria-label') || element.id}`,
        outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      };
    });
    // Past the last control focus leaves for the browser's own UI and the body is active.
    if (focus.name.startsWith('BODY')) continue;
    stops += 1;
    if (!focus.outline) unmarked.push(focus.name);
  }
  expect(unmarked).toEqual([]);
  expect(stops).toBeGreaterThan(30);
});
