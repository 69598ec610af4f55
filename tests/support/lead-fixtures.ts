// A lead as the form sends it, for the function's tests; and the form as a visitor fills it in,
// for the tests that drive a browser.
import type { Locator } from 'playwright-core';
import { firm } from '../../data/firm.ts';
import type { LeadSettings } from '../../lead-core/channels/channel.ts';
import { parseIntakeSettings, withLinkSecret } from '../../lead-core/intake-settings.ts';
import { defaultRateLimit, type DeliveryTarget, type LeadStoreSettings, type StoredLead } from '../../lead-core/lead-store.ts';

export const origin = 'https://www.site.example';

export const validLead = {
  name: 'Ana Ruiz',
  phone: '(253) 555-0111',
  email: 'ana@example.com',
  caseType: 'TRUCK ACCIDENTS',
  message: 'A semi drifted into my lane on SR 167.',
  source_page: 'truck-accident-lawyer',
  source_url: `${origin}/kent-wa/truck-accident-lawyer`,
  page_title: 'Injured in a Kent Truck Accident?',
  user_agent: 'Mozilla/5.0 (test)',
};

/** Where a visit began, as the browser's visit script sends it (src/client/visit-source.ts). */
export const visitAttribution = {
  landing_page: `${origin}/kent-wa/truck-accident-lawyer?utm_source=google&utm_medium=cpc&utm_campaign=kent-trucks&gclid=TEST123`,
  referrer: 'https://www.google.com/',
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'kent-trucks',
  gclid: 'TEST123',
};

/** The intake email only: the delivery a store in a test queues for each new lead. */
export const intakeEmail: DeliveryTarget = { channel: 'email', target: 'intake@site.example' };
export const storeSettings: LeadStoreSettings = { deliveries: [intakeEmail], timeZone: firm.timeZone };

/** The lead pipeline's settings as `npm start` has them with no channel set but the intake email, on `origin`. */
export const pipelineSettings = (overrides: Partial<LeadSettings> = {}): LeadSettings => ({
  siteOrigins: [origin],
  ipSalt: 'test-salt-123',
  fallbackPhone: firm.phones.main.display,
  notifyEmail: firm.email,
  mailFrom: 'Website <website@site.example>',
  rateLimit: defaultRateLimit,
  intake: withLinkSecret(parseIntakeSettings({}, { linkOrigin: origin }).settings, 'a test secret for the intake links, 32+ bytes'),
  ...overrides,
});

/** validLead as the store hands it to a channel. */
export const storedLead: StoredLead = {
  id: 1,
  submission_id: '00000000-0000-4000-8000-000000000001',
  created_at: new Date('2026-11-24T08:00:00Z'),
  name: validLead.name,
  phone: validLead.phone,
  email: validLead.email,
  case_type: validLead.caseType,
  message: validLead.message,
  source_page: validLead.source_page,
  language: 'en',
  source_url: validLead.source_url,
  page_title: validLead.page_title,
  user_agent: validLead.user_agent,
  status: 'new',
  attribution: null,
  attribution_consented_at: null,
  attribution_consent_version: null,
  contacted_at: null,
};

/** What a visitor types and picks in the form. */
export const formEntries = {
  name: 'Browser Visitor',
  phone: '(253) 555-0199',
  email: 'visitor@example.com',
  caseType: 'CAR ACCIDENTS',
  message: 'Rear-ended on SR 167.',
};
export type FormEntries = typeof formEntries;

const fieldLabels = { name: 'Name *', phone: 'Phone *', email: 'Email *', caseType: 'Case type *', message: 'What happened? (optional)' } as const;
const field = (form: Locator, name: keyof FormEntries) => form.getByLabel(fieldLabels[name]);
const textFields = ['name', 'phone', 'email', 'message'] as const;

/** Fills the form as a visitor does; ticks the agreement unless told not to. */
export async function fillLeadForm(form: Locator, entries: FormEntries = formEntries, { agree = true } = {}) {
  for (const name of textFields) await field(form, name).fill(entries[name]);
  await field(form, 'caseType').selectOption(entries.caseType);
  if (agree) await form.getByRole('checkbox', { name: /I agree to the terms and privacy policy/ }).check();
  return form;
}

/** What the form holds now, to check that nothing the visitor entered was lost. */
export async function formEntriesOf(form: Locator): Promise<FormEntries> {
  const entries = { ...formEntries };
  for (const name of [...textFields, 'caseType'] as const) entries[name] = await field(form, name).inputValue();
  return entries;
}
