// The Content Security Policy in a real browser: the manifest, the lead form (its toasts insert a
// stylesheet), a move within the site and the phone menu run with zero violations; the security
// headers are on every kind of response; no cookie. Every page, its video and map embeds and "no
// third-party request until asked" are pages.spec.ts's, in the one visit each page gets.
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { islandsHydrated, onStaticHost, site, staticHost, watchCsp } from './site';
import { leadEndpoint } from '../../lead-core/lead-endpoint.ts';

async function loadHydrated(page: Page, path: string) {
  await page.goto(path);
  await islandsHydrated(page);
}

test('the browser loads the web app manifest under the page policy', staticHost, async ({ page }) => {
  const violations = await watchCsp(page);
  await loadHydrated(page, '/');
  // What an install prompt or the "Add to Home Screen" menu reads (Chromium fetches it on demand).
  const devtools = await page.context().newCDPSession(page);
  const { url, errors, data } = await devtools.send('Page.getAppManifest');
  expect(url, 'the manifest the page links, fetched').toMatch(/^https?:\/\/[^/]+\/site\.webmanifest$/);
  expect(errors).toEqual([]);
  expect(JSON.parse(data ?? '{}')).toMatchObject({ start_url: '/', display: 'standalone' });
  expect(violations).toEqual([]);
});

test('the lead form sends and shows its toast with no CSP violation, and sets no cookie', async ({ page, context }) => {
  const violations = await watchCsp(page);
  await loadHydrated(page, '/contact');
  const form = page.locator('form').first();
  await form.getByLabel('Name *').fill(`CSP Visitor ${Date.now()}`);
  await form.getByLabel('Phone *').fill('(253) 555-0199');
  await form.getByLabel('Email *').fill('visitor@example.com');
  await form.getByLabel('Case type *').selectOption('CAR ACCIDENTS');
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('button', { name: 'Get My Free Consultation' }).click();
  await expect(page.getByText('Thank you! Your message has been sent. We’ll get back to you soon.')).toBeVisible();
  // The toast is laid out by sonner's inserted stylesheet, so that stylesheet was allowed to apply.
  await expect(page.locator('[data-sonner-toaster]')).toHaveCSS('position', 'fixed');
  expect(violations).toEqual([]);
  expect(await context.cookies()).toEqual([]);
});

test('moving within the site brings in another page with no CSP violation', staticHost, async ({ page }) => {
  const violations = await watchCsp(page);
  await loadHydrated(page, '/');
  // The catastrophic-injuries page is the one with inline style attributes (the accordion's).
  await page
    .getByRole('main')
    .getByRole('link', { name: /Catastrophic/ })
    .first()
    .click();
  await expect(page).toHaveURL('/kent-wa/catastrophic-injuries-lawyer');
  // The new page's accordion answers once its island has hydrated (a loaded machine takes a moment).
  await page.waitForSelector('[data-island="faq-accordion-list"][data-hydrated]', { state: 'attached' });
  const firstQuestion = page.locator('[data-island="faq-accordion-list"] button').first();
  await firstQuestion.click();
  await expect(firstQuestion).toHaveAttribute('aria-expanded', 'true');
  expect(violations).toEqual([]);
});

test('the phone menu opens with no CSP violation', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await loadHydrated(page, '/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  expect(violations).toEqual([]);
});

/** A policy as directive → sources. */
const parsePolicy = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );

function expectSecurityHeaders(label: string, response: APIResponse) {
  const headers = response.headers();
  const policy = parsePolicy(headers['content-security-policy'] ?? '');
  // What a browser falls back to when a directive is absent.
  const effective = (name: string) => policy.get(name) ?? policy.get('default-src') ?? ['*'];
  expect(effective('script-src'), label).not.toContain("'unsafe-inline'");
  expect(effective('script-src'), label).not.toContain("'unsafe-eval'");
  expect(effective('object-src'), label).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(policy.get('base-uri'), label).toEqual(["'none'"]);
  const hsts = headers['strict-transport-security'] ?? '';
  expect(Number(hsts.match(/max-age=(\d+)/)?.[1]), label).toBeGreaterThanOrEqual(31_536_000);
  expect(hsts, label).toContain('includeSubDomains');
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], label).toMatch(/(^|, )camera=\(\)/);
  expect(headers['permissions-policy'], label).toMatch(/(^|, )geolocation=\(\)/);
  expect(headers['cross-origin-opener-policy'], label).toBe('same-origin');
  expect(headers['cross-origin-resource-policy'], label).toBe('same-origin');
  expect(headers['set-cookie'], label).toBeUndefined();
  return policy;
}

test('every kind of response carries the security headers', staticHost, async ({ request }, testInfo) => {
  const page = await request.get('/kent-wa/car-accident-lawyer');
  const policy = expectSecurityHeaders('page', page);
  // A static host serves https only; npm start here is plain http, where the upgrade would break the page.
  expect(policy.has('upgrade-insecure-requests')).toBe(onStaticHost(testInfo));
  // Cloudflare Pages adds `Access-Control-Allow-Origin: *` to every answer (public pages, no cookies, so nothing to read that is not public).
  expect(page.headers()['access-control-allow-origin']).toBe(onStaticHost(testInfo) ? '*' : undefined);
  expect(policy.get('default-src')).toEqual(["'none'"]);
  // This origin's files, and one inline script: the loader every page has (src/layout/document.tsx).
  expect(policy.get('script-src')).toEqual(["'self'", expect.stringMatching(/^'sha256-/)]);
  expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://www.google.com']);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('manifest-src')).toEqual(["'self'"]);

  const notFound = await request.get('/no-such-page');
  expect(notFound.status()).toBe(404);
  expect(expectSecurityHeaders('404', notFound).get('script-src')).toContain("'self'");

  const redirect = await request.get(site.redirects[0]!.from, { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expectSecurityHeaders('301', redirect);

  const script = (await page.text()).match(/(?:src|data-module)="(\/assets\/[^"\s]+\.js)/)![1]!;
  const asset = await request.get(script);
  expect(asset.status()).toBe(200);
  expect(expectSecurityHeaders('asset', asset).get('default-src')).toEqual(["'none'"]);

  const refused = await request.delete('/about');
  expect(refused.status()).toBe(405);
  expectSecurityHeaders('405', refused);
});

test("the Node server's own answers carry the security headers: /healthz, the lead endpoint's error and redirect", async ({ request }) => {
  expectSecurityHeaders('healthz', await request.get('/healthz'));

  const jsonError = await request.post(leadEndpoint, { headers: { 'content-type': 'application/json' }, data: '{}' });
  expect(jsonError.status()).toBe(400);
  expectSecurityHeaders('lead JSON error', jsonError);
  const noJs = await request.post(leadEndpoint, {
    maxRedirects: 0,
    form: {
      name: 'No Script Headers',
      phone: '(253) 555-0199',
      email: 'visitor@example.com',
      caseType: 'CAR ACCIDENTS',
      message: '',
      source_page: 'contact',
      website: '',
    },
  });
  expect(noJs.status()).toBe(303);
  expectSecurityHeaders('no-JS 303', noJs);
});
