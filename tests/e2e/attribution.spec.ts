// Where a lead came from, with consent (issue 20, item 5), in Chromium against the built site: a
// visitor lands from a Google ad on a practice page, moves on in the app, and sends the form from
// another page. With the optional box ticked the stored lead keeps the landing, the referrer, the
// tags and the click id, with the time of consent; without it the lead keeps none of them, its page
// address loses its query string, and only the week's count for the campaign grows.
//
// The server runs in this worker (src/server/start.ts's createServerFromEnv over the real dist/,
// as tests/unit/lead-abuse.test.ts starts it) rather than through the config's `npm start`: the
// campaign counts are linked to no lead, so the firm's reader cannot fetch them by a lead's id, and
// this test holds the database to read them while the server runs.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { firm } from '../../data/firm.ts';
import { leadMessages } from '../../data/lead-messages.ts';
import { uiCopy } from '../../data/ui-copy.ts';
import { consentWordingVersion } from '../../lead-core/handler.ts';
import { pgliteDatabase, type TestDatabase } from '../support/databases.ts';
import { fillLeadForm, formEntries } from '../support/lead-fixtures.ts';
import { startTestServer } from '../support/server.ts';

test.describe.configure({ mode: 'serial' });

const campaign = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'kent-trucks', gclid: 'TEST123' };
const landingPath = `/kent-wa/truck-accident-lawyer?${new URLSearchParams(campaign)}`;
const googleReferrer = 'https://www.google.com/';

let database: TestDatabase & { dataDir: string };
let server: Awaited<ReturnType<typeof startTestServer>>;
let base = '';

test.beforeAll(async () => {
  database = await pgliteDatabase();
  server = await startTestServer({ database, distDir: 'dist' });
  base = `http://localhost:${server.port}`;
});
test.afterAll(async () => {
  await server?.close();
  await database?.dispose();
});

/** The stored lead of the visitor called `name`, once the server has stored it. */
async function storedLead(name: string) {
  await expect.poll(async () => (await database.sql.query('select 1 from public.leads where name = $1', [name])).length).toBe(1);
  const [lead] = await database.sql.query<Record<string, unknown>>('select * from public.leads where name = $1', [name]);
  return lead!;
}

/** This week's count of leads from the ad campaign, in the firm's time zone (as the store counts). */
async function campaignCount() {
  const [row] = await database.sql.query<{ leads: number }>(
    `select leads from public.lead_campaign_counts
     where week = date_trunc('week', now() at time zone $1)::date and source = 'google' and medium = 'cpc' and campaign = 'kent-trucks'`,
    [firm.timeZone],
  );
  return row?.leads ?? 0;
}

/** A visitor's tab: lands from the Google ad, then moves on to the contact page by the footer's link, in the app. */
async function landFromTheAd(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto(landingPath, { referer: googleReferrer });
  // The client entry runs after the first paint: the visit is noted once it has.
  await page.waitForFunction(() => sessionStorage.getItem('visit-source') !== null);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('contentinfo').getByRole('link', { name: uiCopy.en.footer.links.contact, exact: true }).click();
  await expect(page).toHaveURL(`${base}/contact`);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  return page;
}

/** Sends the page's form as `name`, ticking the optional box or not. */
async function sendForm(page: Page, name: string, { consent }: { consent: boolean }) {
  const form = page.getByRole('main').locator('form').first();
  await fillLeadForm(form, { ...formEntries, name });
  const box = form.getByRole('checkbox', { name: leadMessages.en.attributionConsent });
  await expect(box).not.toBeChecked();
  if (consent) await box.check();
  await form.getByRole('button', { name: 'Get My Free Consultation' }).click();
  await expect(page.getByText(leadMessages.en.sent)).toBeVisible();
  // Sent: the form is empty again, the box unticked.
  await expect(box).not.toBeChecked();
}

test('with the box ticked, the lead keeps where the visit began and when the visitor agreed', async ({ browser }) => {
  const page = await landFromTheAd(browser);
  const before = await campaignCount();
  const name = `Consenting Visitor ${Date.now()}`;
  const sentAt = Date.now();
  await sendForm(page, name, { consent: true });

  const lead = await storedLead(name);
  expect(lead.attribution).toEqual({ landing_page: `${base}${landingPath}`, referrer: googleReferrer, ...campaign });
  expect(lead.attribution_consented_at).toBeInstanceOf(Date);
  expect((lead.attribution_consented_at as Date).getTime()).toBeGreaterThanOrEqual(sentAt - 5_000);
  expect(lead.attribution_consent_version).toBe(consentWordingVersion('en'));
  expect(lead.source_url).toBe(`${base}/contact`);
  expect(await campaignCount(), 'a lead that keeps its visit is not counted apart').toBe(before);
  await page.context().close();
});

test('without it, the lead keeps none of the visit, its page loses the query string, and the week’s campaign count grows by one', async ({ browser }) => {
  const page = await landFromTheAd(browser);
  // A later page load in the same tab, with tags of its own: the landing stays the ad's.
  await page.goto('/contact?utm_source=newsletter&utm_campaign=other&q=whiplash#consultation');
  await page.waitForLoadState('networkidle');
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('visit-source')))!)).toMatchObject({ ...campaign, landing_page: `${base}${landingPath}` });
  const before = await campaignCount();
  const name = `Declining Visitor ${Date.now()}`;
  await sendForm(page, name, { consent: false });

  const lead = await storedLead(name);
  expect(lead.attribution).toBeNull();
  expect(lead.attribution_consented_at).toBeNull();
  expect(lead.attribution_consent_version).toBeNull();
  expect(lead.source_url).toBe(`${base}/contact`);
  expect(Object.values(lead).map(String).join('\n')).not.toMatch(/TEST123|kent-trucks|newsletter|whiplash/);
  expect(await campaignCount()).toBe(before + 1);
  await page.context().close();
});
