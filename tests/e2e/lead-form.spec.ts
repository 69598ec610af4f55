import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { thankYouCopyEs } from '../../data/es/site-copy.ts';
import { leadFunctionMessages, leadMessages } from '../../data/lead-messages.ts';
import { uiCopy } from '../../data/ui-copy.ts';
import { createLeadHandler } from '../../lead-core/handler.ts';
import { maxBodyBytes } from '../../lead-core/lead-schema.ts';
import { runningServerAdmin } from '../support/lead-admin.ts';
import { fillLeadForm, formEntries } from '../support/lead-fixtures.ts';
import { islandsHydrated, runAxe } from './site';
import { fromClient } from '../support/from-client.ts';

const mailDir = join(process.env.E2E_DATA_DIR!, 'mail');

/** Long lines of the message are quoted-printable in the file, as in any email. */
const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The notification email the server wrote for a lead from `name`, as stored (headers encoded). */
async function rawMailFor(name: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = await readdir(mailDir).catch(() => [] as string[]);
    for (const file of files) {
      const raw = await readFile(join(mailDir, file), 'utf8');
      if (decodeQuotedPrintable(raw).includes(`Name:        ${name}`)) return raw;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no notification for ${name} in ${mailDir}`);
}

/** The same email with its body decoded (it carries the stored lead's id). */
const mailFor = async (name: string) => decodeQuotedPrintable(await rawMailFor(name));

/** The form filled in by a visitor called `name`; each test ticks the agreement when it means to. */
const fill = (page: Page, name: string) => fillLeadForm(page.locator('form').first(), { ...formEntries, name }, { agree: false });

test('a visitor sends the form on a practice page: validation, Sending..., toast, reset, lead stored and notified', async ({ page }) => {
  await page.goto('/kent-wa/car-accident-lawyer');
  await islandsHydrated(page);
  const form = page.locator('form').first();
  const submit = form.getByRole('button', { name: 'Get My Free Consultation' });
  const agreement = form.getByRole('checkbox', { name: /I agree to the terms and privacy policy/ });

  await expect(submit).toBeDisabled();
  await agreement.check();
  await expect(submit).toBeEnabled();
  await agreement.uncheck();
  await expect(submit).toBeDisabled();
  await expect(form.getByText('Please agree to the terms and privacy policy')).toBeVisible();
  await agreement.check();

  // The form starts at the page's own case type (data/practice/car-accident.ts).
  const caseType = form.getByLabel('Case type *');
  await expect(caseType).toHaveValue('CAR ACCIDENTS');
  await submit.click();
  for (const message of ['Name is required', 'Phone number is required', 'Email is required']) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expect(form.getByText('Please select a case type')).toHaveCount(0);
  await expect(form.getByLabel('Name *')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Email *').fill('not-an-email');
  await expect(form.getByText('Invalid email address')).toBeVisible();

  const name = `Visitor ${Date.now()}`;
  await fill(page, name);
  await page.route('**/functions/v1/send-contact-email?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await submit.click();
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await expect(page.getByText('Thank you! Your message has been sent. We’ll get back to you soon.')).toBeVisible();
  await expect(form.getByLabel('Name *')).toHaveValue('');
  await expect(caseType).toHaveValue('CAR ACCIDENTS');
  await expect(agreement).not.toBeChecked();

  const mail = await mailFor(name);
  expect(mail).toContain('Source page: car-accident-lawyer');
  expect(mail).toContain('Case type:   CAR ACCIDENTS');
  expect(mail).toMatch(/Page link: {3}http:\/\/localhost:\d+\/kent-wa\/car-accident-lawyer/);
  expect(mail).toMatch(/Lead id: {5}\d+ \(submission [0-9a-f-]{36}\)/);
});

test('when the function cannot be reached, the visitor sees an error and keeps what they typed', async ({ page }) => {
  await page.goto('/contact');
  await islandsHydrated(page);
  await page.route('**/functions/v1/send-contact-email?*', (route) => route.abort('connectionrefused'));
  // A form with no case type of its own (the contact page's) asks for one.
  const empty = page.locator('form').first();
  await empty.getByRole('checkbox', { name: /I agree/ }).check();
  await empty.getByRole('button', { name: 'Get My Free Consultation' }).click();
  await expect(empty.getByText('Please select a case type')).toBeVisible();
  const form = await fill(page, 'Offline Visitor');
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('button', { name: 'Get My Free Consultation' }).click();
  // The form's own words, not the functions client's "Failed to send a request to the Edge Function".
  await expect(page.getByRole('listitem').filter({ hasText: leadMessages.en.failed })).toBeVisible();
  await expect(page.getByText(/Edge Function/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: uiCopy.en.form.toaster.close })).toBeVisible();
  await expect(form.getByLabel('Name *')).toHaveValue('Offline Visitor');
  await expect(form.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
});

test("the function's own error message reaches the visitor (database down: 503)", async ({ page }) => {
  await page.goto('/');
  await islandsHydrated(page);
  await page.route('**/functions/v1/send-contact-email?*', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error: 'We could not save your message just now.' }),
    }),
  );
  const form = await fill(page, 'Unlucky Visitor');
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('button', { name: 'Get My Free Consultation' }).click();
  await expect(page.getByText('We could not save your message just now.')).toBeVisible();
  await expect(form.getByLabel('Name *')).toHaveValue('Unlucky Visitor');
});

/** How the submit button looks: what tells a sighted visitor whether it can be used. */
const look = (button: Locator) =>
  button.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, color: style.color, cursor: style.cursor };
  });

/** The live form's submit as it looks disabled (agreement unticked) and enabled (ticked): the looks the plain form must match. */
async function liveLooks(page: Page) {
  await page.goto('/kent-wa/personal-injury-lawyer');
  await islandsHydrated(page);
  const form = page.locator('form').first();
  const submit = form.getByRole('button', { name: 'Get My Free Consultation' });
  await expect(submit).toBeDisabled();
  const disabled = await look(submit);
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await expect(submit).toBeEnabled();
  const enabled = await look(submit);
  expect(enabled).not.toEqual(disabled);
  return { disabled, enabled };
}

// Spec §4: the form starts with the agreement unticked and submit disabled; ticking enables submit.
// Without scripts nothing could remove a `disabled` attribute, so the button only looks and acts
// disabled: the agreement is `required`, and the browser refuses the post until it is ticked.
test('without JavaScript submit looks disabled and refuses to post until the agreement is ticked, then posts natively to the thank-you page', async ({
  browser,
  page: livePage,
}) => {
  const looks = await liveLooks(livePage);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.goto('/kent-wa/personal-injury-lawyer');
  const form = page.locator('form').first();
  const submit = form.getByRole('button', { name: 'Get My Free Consultation' });
  const agreement = form.getByRole('checkbox', { name: /I agree/ });
  const name = `No Script ${Date.now()}`;
  await fill(page, name);
  await expect(agreement).not.toBeChecked();
  expect(await look(submit)).toEqual(looks.disabled);

  await submit.click();
  // From the keyboard the browser takes the visitor to the reason (and reads out its message).
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(agreement).toBeFocused();
  expect(await agreement.evaluate((box: HTMLInputElement) => box.validationMessage)).not.toBe('');
  await page.waitForTimeout(500);
  expect(posts).toEqual([]);
  await expect(page).toHaveURL(/\/kent-wa\/personal-injury-lawyer$/);

  await agreement.check();
  await page.mouse.move(0, 0);
  expect(await look(submit)).toEqual(looks.enabled);
  await submit.click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(posts).toHaveLength(1);
  const mail = await mailFor(name);
  expect(mail).toContain('Source page: kent-personal-injury-lawyer');
  expect(mail).toMatch(/Lead id: {5}\d+ \(submission /);
  await context.close();
});

test('before its scripts arrive, the pre-rendered form shows submit disabled until the agreement is ticked', async ({ browser, page: livePage }) => {
  const looks = await liveLooks(livePage);
  const context = await browser.newContext();
  const page = await context.newPage();
  // Scripts on, but held back: the page is its pre-rendered HTML, no island hydrated yet.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  await page.goto('/kent-wa/personal-injury-lawyer');
  const form = page.locator('form').first();
  const submit = form.getByRole('button', { name: 'Get My Free Consultation' });
  await expect(page.locator('[data-island][data-hydrated]')).toHaveCount(0);
  expect(await look(submit)).toEqual(looks.disabled);
  await expect(submit).not.toHaveAttribute('disabled');
  // The disabled look is still a working control's, so its text must meet AA contrast.
  const contrast = await runAxe(page, 'form', { runOnly: { type: 'rule', values: ['color-contrast'] } });
  expect(contrast.violations).toEqual([]);
  expect(contrast.passes.flatMap((rule) => rule.nodes.map((node) => node.html))).toContainEqual(expect.stringMatching(/^<button type="submit"/));
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await page.mouse.move(0, 0);
  expect(await look(submit)).toEqual(looks.enabled);
  await expect(page.locator('[data-island][data-hydrated]')).toHaveCount(0);
  release();
  await context.close();
});

test('a visitor who fills the form and ticks the agreement before the scripts arrive can send it at once', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  await page.goto('/kent-wa/boating-accident-lawyer');
  const form = page.locator('form').first();
  const name = `Early Agreement ${Date.now()}`;
  await fill(page, name);
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await expect(page.locator('[data-island][data-hydrated]')).toHaveCount(0);
  release();
  await expect(form.locator('xpath=ancestor-or-self::*[@data-island][@data-hydrated]')).toHaveCount(1);
  const submit = form.getByRole('button', { name: 'Get My Free Consultation' });
  // The hydrated form must not take back the enabled submit the visitor already earned.
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText(/thank you|we received/i).first()).toBeVisible();
  expect(await mailFor(name)).toContain('Source page: boating-accident-lawyer');
});

test('the form code loads only when the visitor reaches for the form, keeping what was typed meanwhile', async ({ page }) => {
  const formCode: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Hold the validating form's chunk back, as a slow connection would.
  await page.route(/lead-form-live-.*\.js$/, async (route) => {
    formCode.push(route.request().url());
    await held;
    await route.continue();
  });
  page.on('request', (request) => {
    if (/supabase|sonner/.test(request.url())) formCode.push(request.url());
  });
  await page.goto('/kent-wa/car-accident-lawyer');
  // The form reaches for its code on focus once hydrated: a click before that is a plain form's.
  await islandsHydrated(page);
  // An absence: what could fetch the code unasked (a prefetch on idle) has had its chance once the network is quiet.
  await page.waitForLoadState('networkidle');
  expect(formCode).toEqual([]);

  const form = page.locator('form').first();
  const name = form.getByLabel('Name *');
  await name.click();
  await page.keyboard.type('Jordan');
  await expect.poll(() => formCode.length).toBeGreaterThan(0);
  release();
  await expect(form.getByRole('button', { name: 'Get My Free Consultation' })).toBeDisabled();
  await page.keyboard.type(' Example');
  await expect(name).toHaveValue('Jordan Example');
  await expect(name).toBeFocused();
  await form.getByLabel('Phone *').focus();
  await expect(form.getByText('Email is required')).toHaveCount(0);
});

test('if the form code cannot load, the form still posts natively and the lead arrives', async ({ page }) => {
  await page.route(/lead-form-live-.*\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/kent-wa/dog-bite-lawyer');
  await islandsHydrated(page);
  const form = page.locator('form').first();
  const name = `Dropped Connection ${Date.now()}`;
  await fill(page, name);
  const submit = form.getByRole('button', { name: 'Get My Free Consultation' });
  await expect(submit).toBeEnabled();
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await submit.click();
  await expect(page).toHaveURL(/\/thank-you$/);
  expect(await mailFor(name)).toContain('Source page: dog-bite-lawyer');
});

/** The Subject header of a stored notification, unfolded and with its RFC 2047 words decoded. */
function subjectOf(mail: string): string {
  const header = mail.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=\s*/gi, (_, word: string) =>
      new TextDecoder().decode(
        Uint8Array.from(word.replace(/_/g, ' ').match(/=[0-9A-F]{2}|./gi) ?? [], (token) =>
          token.length === 3 ? parseInt(token.slice(1), 16) : token.charCodeAt(0),
        ),
      ),
    )
    .trim();
}

test('on a criminal-defense page the form starts at “Other”, keeps it through the take-over and after sending, and intake is told to call back first', async ({
  page,
}) => {
  await page.goto('/kent-wa/dui-lawyer');
  await islandsHydrated(page);
  const form = page.locator('form').first();
  const caseType = form.getByLabel('Case type *');
  await expect(caseType).toHaveValue('Other');
  await expect(form.locator('input[name="source_page"]')).toHaveValue('dui-defense-lawyer');

  const name = `Arrested Visitor ${Date.now()}`;
  await form.getByLabel('Name *').fill(name);
  await form.getByLabel('Phone *').fill('(253) 555-0177');
  await form.getByLabel('Email *').fill('arrested@example.com');
  // The live form has taken over (the agreement now enables the button) and still holds "Other".
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await expect(form.getByRole('button', { name: 'Get My Free Consultation' })).toBeEnabled();
  await expect(caseType).toHaveValue('Other');
  await form.getByRole('button', { name: 'Get My Free Consultation' }).click();
  await expect(page.getByText('Thank you! Your message has been sent. We’ll get back to you soon.')).toBeVisible();
  await expect(form.getByLabel('Name *')).toHaveValue('');
  await expect(caseType).toHaveValue('Other');

  expect(subjectOf(await rawMailFor(name))).toBe(`Criminal-defense inquiry from dui-defense-lawyer: call back first – ${name} (Other)`);
  const mail = await mailFor(name);
  expect(mail).toContain('A new criminal-defense inquiry arrived from the website. Please call back first.');
  expect(mail).toContain('Case type:   Other');
  expect(mail).toMatch(/Page link: {3}http:\/\/localhost:\d+\/kent-wa\/dui-lawyer/);
});

test('without JavaScript a criminal-defense page’s form posts “Other” and its source label', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/kent-wa/warrants-probation-lawyer');
  const form = page.locator('form').first();
  await expect(form.getByLabel('Case type *')).toHaveValue('Other');
  const name = `No Script Warrant ${Date.now()}`;
  await form.getByLabel('Name *').fill(name);
  await form.getByLabel('Phone *').fill('(253) 555-0178');
  await form.getByLabel('Email *').fill('warrant@example.com');
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('button', { name: 'Get My Free Consultation' }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  expect(subjectOf(await rawMailFor(name))).toBe(`Criminal-defense inquiry from warrants-probation-defense-lawyer: call back first – ${name} (Other)`);
  expect(await mailFor(name)).toContain('Source page: warrants-probation-defense-lawyer');
  await context.close();
});

// Issue 15: the Spanish form, its messages, the lead's stored language and the firm's email.
const spanishPage = '/es/kent-wa/abogado-accidentes-de-auto';
const spanishAgreement = /Acepto los términos y la política de privacidad/;

/** The Spanish form filled in by a visitor called `name`. */
async function fillInSpanish(form: Locator, name: string) {
  await form.getByLabel('Nombre *').fill(name);
  await form.getByLabel('Teléfono *').fill(formEntries.phone);
  await form.getByLabel('Correo electrónico *').fill(formEntries.email);
  await form.getByLabel('Tipo de caso *').selectOption({ label: 'Accidentes de auto' });
  await form.getByLabel('¿Qué pasó? (opcional)').fill('Me chocaron por detrás en la SR 167.');
}

/** The stored lead the email names by its id, as the firm's `npm run leads -- show` reads it. */
async function storedLeadOf(mail: string) {
  const id = mail.match(/Lead id: {5}(\d+)/)?.[1];
  expect(id).toBeDefined();
  return runningServerAdmin(process.env.E2E_DATA_DIR!)('leads.find', { id: id! });
}

test('a visitor sends the Spanish form: Spanish messages and toast, the lead stored in Spanish, the email subject says so', async ({ page }) => {
  // A Spanish form with no case type of its own (the contact page's) asks for one in Spanish.
  await page.goto('/es/contacto');
  await page.waitForLoadState('networkidle');
  const contactForm = page.locator('form').first();
  await contactForm.getByRole('checkbox', { name: spanishAgreement }).check();
  await contactForm.getByRole('button', { name: 'Pedir Mi Consulta Gratis' }).click();
  await expect(contactForm.getByRole('alert').filter({ hasText: 'Elija un tipo de caso' })).toBeVisible();

  await page.goto(spanishPage);
  await islandsHydrated(page);
  const form = page.locator('form').first();
  const submit = form.getByRole('button', { name: 'Pedir Mi Consulta Gratis' });
  // The practice page's form starts at its own case type.
  await expect(form.getByLabel('Tipo de caso *')).toHaveValue('CAR ACCIDENTS');
  await form.getByRole('checkbox', { name: spanishAgreement }).check();
  await submit.click();
  for (const message of ['Escriba su nombre', 'Escriba su número de teléfono', 'Escriba su correo electrónico']) {
    await expect(form.getByRole('alert').filter({ hasText: message })).toBeVisible();
  }
  await expect(form.getByText('Name is required')).toHaveCount(0);

  const name = `Visitante ${Date.now()}`;
  await fillInSpanish(form, name);
  await submit.click();
  await expect(page.getByText('¡Gracias! Recibimos su mensaje. Nos comunicaremos con usted muy pronto.')).toBeVisible();

  const raw = await rawMailFor(name);
  // The subject is encoded as any non-ASCII header is; decoded, it opens with the language.
  const subject = raw.match(/^Subject: (.+(?:\r?\n[ \t].+)*)/m)?.[1] ?? '';
  const decoded = [...subject.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi)]
    .map(([, kind, text]) =>
      kind!.toUpperCase() === 'B'
        ? Buffer.from(text!, 'base64').toString('utf8')
        : decodeURIComponent(text!.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
    )
    .join('');
  expect(decoded || subject).toMatch(/^\[Español\] /);
  const mail = decodeQuotedPrintable(raw);
  expect(mail).toContain('Case type:   CAR ACCIDENTS');
  expect(mail).toContain('Language:    Spanish (call back in Spanish)');
  const lead = await storedLeadOf(mail);
  expect(lead).toMatchObject({ name, case_type: 'CAR ACCIDENTS', language: 'es', source_page: 'abogado-accidentes-de-auto' });
});

test('without JavaScript the Spanish form posts natively and lands on the Spanish thank-you page; the lead is stored in Spanish', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(spanishPage);
  const form = page.locator('form').first();
  const name = `Sin Script ${Date.now()}`;
  await fillInSpanish(form, name);
  await form.getByRole('checkbox', { name: spanishAgreement }).check();
  await form.getByRole('button', { name: 'Pedir Mi Consulta Gratis' }).click();
  await expect(page).toHaveURL(/\/es\/gracias$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(thankYouCopyEs.heading);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const lead = await storedLeadOf(await mailFor(name));
  expect(lead).toMatchObject({ name, language: 'es' });
  await context.close();
});

test('the Spanish form never falls back to English: the connection dropped, a body too large, a rate limit, the toaster and the grey button', async ({
  page,
  baseURL,
}) => {
  const copy = uiCopy.es.form;
  await page.goto(spanishPage);
  await islandsHydrated(page);
  const form = page.locator('form').first();
  const submit = form.getByRole('button', { name: copy.submit });
  // Why the button is grey, beside it and as its description, until the box is ticked.
  await expect(form.getByText(copy.agreeFirst)).toBeVisible();
  await expect(submit).toHaveAccessibleDescription(copy.agreeFirst);
  await fillInSpanish(form, `Sin Conexión ${Date.now()}`);
  await form.getByRole('checkbox', { name: spanishAgreement }).check();
  await expect(submit).toBeEnabled();
  await expect(form.getByText(copy.agreeFirst)).toHaveCount(0);
  await expect(submit).toHaveAccessibleDescription('');

  const endpoint = '**/functions/v1/send-contact-email**';
  const toast = (message: string) => page.locator('[data-sonner-toast]').filter({ hasText: message });
  // No answer: the form's own words.
  await page.route(endpoint, (route) => route.abort('internetdisconnected'));
  await submit.click();
  await expect(toast(leadMessages.es.failed)).toBeVisible();
  await page.unroute(endpoint);
  // A body over the limit, sent to the real server: refused in the language the form's address names.
  await page.route(endpoint, (route) => route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), message: 'x'.repeat(maxBodyBytes) }) }));
  await submit.click();
  await expect(toast(leadFunctionMessages.es.tooLarge)).toBeVisible();
  await page.unroute(endpoint);
  // A rate limit, as the function answers it (the real server's limit is shared by every test here).
  const limited = fromClient(
    () => '127.0.0.1',
    createLeadHandler({
      store: { insert: async () => 'limited' },
      siteOrigins: [baseURL!],
      ipSalt: 'e2e',
      fallbackPhone: '(253) 555-0142',
      log: () => {},
    }),
  );
  await page.route(endpoint, async (route) => {
    const sent = route.request();
    const answer = await limited(
      new Request(sent.url(), { method: 'POST', headers: { 'content-type': 'application/json', origin: baseURL! }, body: sent.postData() }),
    );
    await route.fulfill({ status: answer.status, headers: Object.fromEntries(answer.headers), body: await answer.text() });
  });
  await submit.click();
  await expect(toast(leadFunctionMessages.es.tooMany)).toBeVisible();

  // The toaster, as a screen reader meets it: its region and each close button in Spanish.
  await expect(page.getByRole('region', { name: `${copy.toaster.region} alt+T` })).toBeAttached();
  await expect(page.getByRole('button', { name: copy.toaster.close })).toHaveCount(3);
  await expect(page.getByText(/Notifications|Close toast|Failed|Edge Function|too long|Too many/)).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(3);
});
