import { expect, test, type Page } from '@playwright/test';
import { firm, textingPhone } from '../../data/firm';
import { uiCopy } from '../../data/ui-copy';
import { contactTapEndpoint } from '../../lead-core/lead-endpoint';
import { islandsHydrated, runAxe } from './site';

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
  const bar = page.getByRole('complementary', { name: uiCopy.es.callBar.label }).getByRole('link', { name: new RegExp(uiCopy.es.callBar.text) });
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

// "Text us" (issue 30): where the page's language has a number that takes texts (data/firm.ts
// phones, `textingPhone`), an sms: link beside every call button and in the call bar, on phones only.
const practicePage = { en: '/kent-wa/car-accident-lawyer', es: '/es/kent-wa/abogado-accidentes-de-auto' } as const;

for (const language of ['en', 'es'] as const) {
  test(`on a ${language} practice page every call button has a “Text us” link beside it on a phone, fitting 320 px, axe clean`, async ({ page }) => {
    await page.goto(practicePage[language]);
    await page.setViewportSize({ width: 320, height: 640 });
    const words = uiCopy[language].textUs;
    const number = textingPhone(language)!;
    const main = page.getByRole('main');
    // The call buttons (shaped as buttons, unlike a number in a sentence), each with its text link as its next sibling.
    const calls = main.locator(`a.rounded-md[href="tel:${firm.phones.main.tel}"]`);
    const texts = main.getByRole('link', { name: words.label, exact: true });
    expect(await calls.count()).toBeGreaterThan(0);
    await expect(texts).toHaveCount(await calls.count());
    await expect(main.locator(`a.rounded-md[href="tel:${firm.phones.main.tel}"] + a[href="sms:${number.tel}"]`)).toHaveCount(await calls.count());
    for (const text of await texts.all()) {
      await expect(text).toBeVisible();
      await expect(text).toHaveAttribute('href', `sms:${number.tel}`);
    }
    const bar = page.getByRole('complementary', { name: uiCopy[language].callBar.label });
    await expect(bar.getByRole('link', { name: words.short, exact: true })).toHaveAttribute('href', `sms:${number.tel}`);
    await expect(bar.getByRole('link', { name: words.short, exact: true })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const axe = await runAxe(page, 'html', { runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] });
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  });
}

test('the Spanish pages offer texts to the Spanish line, the English ones to the main line', () => {
  expect(textingPhone('es')).toEqual(firm.phones.spanish);
  expect(textingPhone('en')).toEqual(firm.phones.main);
});

test('at desktop widths no “Text us” link is displayed', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(practicePage.en);
  const texts = page.locator('a[href^="sms:"]');
  expect(await texts.count()).toBeGreaterThan(1);
  for (const text of await texts.all()) await expect(text).toBeHidden();
  await expect(page.locator(`main a[href="tel:${firm.phones.main.tel}"]`).first()).toBeVisible();
});

/** The beacons of taps on tel: and sms: links (lead-core/contact-taps.ts) the page sends. */
function tapBeacons(page: Page) {
  const beacons: { url: string; body: unknown; headers: Record<string, string> }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === contactTapEndpoint)
      beacons.push({ url: request.url(), body: JSON.parse(request.postData() ?? 'null'), headers: request.headers() });
  });
  return beacons;
}

test('a tap on a text or call link sends one beacon to the site’s own server with the page and the kind: no cookie, no query string', async ({ page }) => {
  const beacons = tapBeacons(page);
  await page.goto(`${practicePage.en}?utm_source=newsletter`);
  await islandsHydrated(page);
  // The test's browser has no phone or texting app: the links' own navigation is stopped after the page's listeners ran.
  await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault()));
  await page.getByRole('main').getByRole('link', { name: uiCopy.en.textUs.label, exact: true }).first().tap();
  await page
    .getByRole('complementary', { name: uiCopy.en.callBar.label })
    .getByRole('link', { name: /Call now:/ })
    .tap();
  await expect.poll(() => beacons.length).toBe(2);
  expect(beacons.map((beacon) => beacon.body)).toEqual([
    { page: practicePage.en, kind: 'text' },
    { page: practicePage.en, kind: 'call' },
  ]);
  for (const beacon of beacons) {
    expect(new URL(beacon.url).origin).toBe(new URL(page.url()).origin);
    expect(new URL(beacon.url).search).toBe('');
    expect(beacon.headers.cookie).toBeUndefined();
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the “Text us” links are there all the same, and a tap counts nothing', async ({ page }) => {
    const beacons = tapBeacons(page);
    await page.goto(practicePage.en);
    await page.route(/^(tel|sms):/, (route) => route.abort());
    await page.getByRole('main').getByRole('link', { name: uiCopy.en.textUs.label, exact: true }).first().tap();
    await page.waitForTimeout(500);
    expect(beacons).toEqual([]);
    await expect(page.getByRole('main').getByRole('link', { name: uiCopy.en.textUs.label, exact: true }).first()).toBeVisible();
    await expect(
      page.getByRole('complementary', { name: uiCopy.en.callBar.label }).getByRole('link', { name: uiCopy.en.textUs.short, exact: true }),
    ).toBeVisible();
  });
});
