// The intake page as intake staff meet it (issue 29): a lead is sent, its intake email (in
// E2E_DATA_DIR/mail, from the config's `npm start`) carries the one-tap link, and the link opens
// /intake in Chromium on a phone-sized window: the lead's first name, its phone as a tel: link, the
// case type, page and language, how long ago, never the message; a tap on "Reached them", from the
// keyboard, records it. Opening the page records nothing, a bad link shows no lead and no buttons,
// and the page is out of search (out of caches and Referer: tests/unit/serving-table.test.ts).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { intakePageCopy } from '../../data/intake-page-copy.ts';
import { leadEndpoint } from '../../lead-core/lead-endpoint.ts';
import { validLead } from '../support/lead-fixtures.ts';
import { islandsHydrated, runAxe, watchConsole, watchCsp } from './site';

const mailDir = join(process.env.E2E_DATA_DIR!, 'mail');

/** The link in the intake email of the lead from `name`. */
async function intakeLinkFor(name: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    for (const file of await readdir(mailDir).catch(() => [] as string[])) {
      const mail = (await readFile(join(mailDir, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = mail.includes(`Name:        ${name}`) && /https?:\/\/\S+\/intake#\S+/.exec(mail)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no intake email for ${name} in ${mailDir}`);
}

async function sendLead(page: Page, name: string) {
  const answer = await page.request.post(leadEndpoint, {
    headers: { 'Content-Type': 'application/json' },
    data: { ...validLead, name, message: 'The other driver ran the red light at Meeker.' },
  });
  expect(answer.status()).toBe(200);
  return new URL(await intakeLinkFor(name));
}

test.use({ viewport: { width: 375, height: 740 } });

test('the intake link opens the lead on a phone; a keyboard tap on "Reached them" records it', async ({ page }, info) => {
  const link = await sendLead(page, 'Intake Page Tester');
  const errors = watchConsole(page);
  const violations = await watchCsp(page);
  await page.goto(`${link.pathname}${link.hash}`);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
  await islandsHydrated(page);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: intakePageCopy.heading })).toBeVisible();
  await expect(main.getByText('Intake', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: '(253) 555-0111' })).toHaveAttribute('href', 'tel:2535550111');
  await expect(main.getByRole('link', { name: 'Call Intake' })).toHaveAttribute('href', 'tel:2535550111');
  await expect(main.getByText('TRUCK ACCIDENTS')).toBeVisible();
  await expect(main.getByText('/kent-wa/truck-accident-lawyer')).toBeVisible();
  await expect(main.getByText('just now')).toBeVisible();
  await expect(main).not.toContainText('Meeker');
  await expect(main).not.toContainText('Tester');
  await expect(main.getByText(intakePageCopy.nothingYet)).toBeVisible();
  await page.screenshot({ path: info.outputPath('intake-page-375.png'), fullPage: true });

  // Usable at 320 px: nothing wider than the window.
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const axe = await runAxe(page, 'main', { runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'] });
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // By keyboard: Tab reaches the button, Enter taps it.
  const reached = main.getByRole('button', { name: intakePageCopy.actions.reached });
  for (let tab = 0; tab < 60 && !(await reached.evaluate((button) => button === document.activeElement)); tab += 1) await page.keyboard.press('Tab');
  await expect(reached).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(main.getByRole('status')).toHaveText(intakePageCopy.recorded.reached);
  await expect(main.getByRole('listitem')).toHaveText(/Reached them by intake@/);
  expect(errors).toEqual([]);
  expect(violations).toEqual([]);
});

test('a forged link shows no lead and no actions', async ({ page }) => {
  const link = await sendLead(page, 'Forged Link');
  const forged = link.hash.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
  await page.goto(`${link.pathname}${forged}`);
  await islandsHydrated(page);
  await expect(page.getByRole('alert')).toHaveText(intakePageCopy.invalid);
  await expect(page.locator('main').getByRole('button')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText('Forged');
});

test('without a token it says where the page opens from', async ({ page }) => {
  await page.goto('/intake');
  await islandsHydrated(page);
  await expect(page.locator('main').getByText(intakePageCopy.noToken)).toBeVisible();
});
