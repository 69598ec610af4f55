// Where a lead came from, with consent (issue 20, item 5), in Chromium against `npm start` (the
// config's server, on the embedded database in E2E_DATA_DIR): a visitor lands from a Google ad on a
// practice page, moves on in the app, and sends the form from another page. With the optional box
// ticked the stored lead keeps the landing, the referrer, the tags and the click id, with the time
// of consent; without it the browser sends none of them (only the kind of visit), its page address
// goes without its query string, and only the week's count grows. Leads and counts are read as the firm reads them:
// through the running server's socket (`npm run leads -- show`, `npm run leads -- report`).
import { leadEndpoint } from '../../lead-core/lead-endpoint.ts';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { leadMessages } from '../../data/lead-messages.ts';
import { uiCopy } from '../../data/ui-copy.ts';
import { consentWordingVersion } from '../../lead-core/handler.ts';
import type { StoredLead } from '../../lead-core/lead-store.ts';
import { runningServerAdmin } from '../support/lead-admin.ts';
import { fillLeadForm, formEntries } from '../support/lead-fixtures.ts';
import { islandsHydrated } from './site';

test.describe.configure({ mode: 'serial' });

const campaign = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'kent-trucks', gclid: 'TEST123' };
const landingPath = `/kent-wa/truck-accident-lawyer?${new URLSearchParams(campaign)}`;
const googleReferrer = 'https://www.google.com/';

/** The firm's access to the running server's leads (the socket in $DATA_DIR/leads-socket). */
async function admin() {
  return runningServerAdmin(process.env.E2E_DATA_DIR!);
}

/** The stored lead of the visitor called `name`, as `npm run leads -- show` has it (dates as JSON strings). */
async function storedLead(name: string) {
  let found: StoredLead | undefined;
  await expect
    .poll(async () => {
      const leads = (await (await admin())('leads.list', { limit: 100 })) as StoredLead[];
      found = leads.find((lead) => lead.name === name);
      return found !== undefined;
    })
    .toBe(true);
  return found as unknown as Record<string, unknown>;
}

/**
 * The leads the weekly counts hold, over every week (`npm run leads -- report`): a count of fewer
 * than data/campaign-counts.ts's number is pooled, so the ad's lead is counted, but not by its name.
 */
async function campaignCount() {
  const report = await (await admin())('report', { since: null });
  const counted = report.rows.filter((row) => row.kind === 'counted');
  expect(counted.map((row) => row.campaign)).not.toContain('kent-trucks');
  return counted.reduce((sum, row) => sum + row.leads, 0);
}

/** A visitor's tab: lands from the Google ad, then moves on to the contact page by the footer's link, in the app. */
async function landFromTheAd(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(landingPath, { referer: googleReferrer });
  // The client entry runs after the first paint: the visit is noted once it has.
  await page.waitForFunction(() => sessionStorage.getItem('visit-source') !== null);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('contentinfo').getByRole('link', { name: uiCopy.en.footer.links.contact, exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  return page;
}

/** Sends the page's form as `name`, ticking the optional box or not; returns the body the browser sent. */
async function sendForm(page: Page, name: string, { consent }: { consent: boolean }): Promise<Record<string, unknown>> {
  const form = page.getByRole('main').locator('form').first();
  await fillLeadForm(form, { ...formEntries, name });
  const box = form.getByRole('checkbox', { name: leadMessages.en.attributionConsent });
  await expect(box).not.toBeChecked();
  if (consent) await box.check();
  const request = page.waitForRequest((sent) => new URL(sent.url()).pathname === leadEndpoint && sent.method() === 'POST');
  await form.getByRole('button', { name: 'Get My Free Consultation' }).click();
  await expect(page.getByText(leadMessages.en.sent)).toBeVisible();
  // Sent: the form is empty again, the box unticked.
  await expect(box).not.toBeChecked();
  return (await request).postDataJSON() as Record<string, unknown>;
}

test('with the box ticked, the lead keeps where the visit began and when the visitor agreed', async ({ browser }) => {
  const page = await landFromTheAd(browser);
  const before = await campaignCount();
  const name = `Consenting Visitor ${Date.now()}`;
  const sentAt = Date.now();
  const body = await sendForm(page, name, { consent: true });
  const base = new URL(page.url()).origin;
  // The spec's referrer field (§3, §7), filled because the box was ticked.
  expect(body.referrer).toBe(googleReferrer);

  const lead = await storedLead(name);
  expect(lead.attribution).toEqual({ landing_page: `${base}${landingPath}`, referrer: googleReferrer, ...campaign });
  const consentedAt = Date.parse(String(lead.attribution_consented_at));
  expect(consentedAt).toBeGreaterThanOrEqual(sentAt - 5_000);
  expect(consentedAt).toBeLessThanOrEqual(Date.now() + 5_000);
  expect(lead.attribution_consent_version).toBe(consentWordingVersion('en'));
  expect(lead.source_url).toBe(`${base}/contact`);
  expect(await campaignCount(), 'a lead that keeps its visit is not counted apart').toBe(before);
  await page.context().close();
});

test('without it, the lead keeps none of the visit, its page loses the query string, and the week’s campaign count grows by one', async ({ browser }) => {
  const page = await landFromTheAd(browser);
  const base = new URL(page.url()).origin;
  // A later page load in the same tab, with tags of its own: the landing stays the ad's.
  await page.goto('/contact?utm_source=newsletter&utm_campaign=other&q=whiplash#consultation');
  await islandsHydrated(page);
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('visit-source')))!)).toMatchObject({
    ...campaign,
    landing_page: `${base}${landingPath}`,
  });
  const before = await campaignCount();
  const name = `Declining Visitor ${Date.now()}`;
  const body = await sendForm(page, name, { consent: false });
  // Collecting is receiving (RCW 19.373.030): the browser sent none of the visit, only its kind.
  expect(body).not.toHaveProperty('attribution');
  expect(body).toMatchObject({ referrer: '', visit_channel: 'google-ads', source_url: `${base}/contact` });
  expect(JSON.stringify(body)).not.toMatch(/TEST123|kent-trucks|newsletter|whiplash|google\.com|utm_/);

  const lead = await storedLead(name);
  expect(lead.attribution).toBeNull();
  expect(lead.attribution_consented_at).toBeNull();
  expect(lead.attribution_consent_version).toBeNull();
  expect(lead.source_url).toBe(`${base}/contact`);
  expect(Object.values(lead).map(String).join('\n')).not.toMatch(/TEST123|kent-trucks|newsletter|whiplash/);
  expect(await campaignCount()).toBe(before + 1);
  await page.context().close();
});
