import { expect, test } from '@playwright/test';
import { locales } from '../../data/locales';
import { notFoundCopy } from '../../data/not-found';
import { staticPaths, translatedStaticPaths } from '../../data/paths';
import { uiCopy } from '../../data/ui-copy';
import { indexablePages, islandsHydrated, onStaticHost, site, siteData, staticHost } from './site';

test('unknown paths get the 404 page with status 404, and the path is logged', staticHost, async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await islandsHydrated(page);
  expect(logged.join('\n')).toContain('/no-such-page');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('unknown paths under /es/ get the Spanish 404 page with status 404, and the path is logged', staticHost, async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  const response = await page.goto('/es/kent-wa/no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle(notFoundCopy.es.title);
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByText(notFoundCopy.es.body)).toBeVisible();
  await expect(page.getByText(notFoundCopy.en.body)).toHaveCount(0);
  // The Spanish header and footer; the header's language link leads to the English home page.
  await expect(page.getByRole('navigation', { name: uiCopy.es.header.mainNav })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(uiCopy.es.footer.disclaimer);
  await expect(page.getByRole('link', { name: locales.en.name })).toHaveAttribute('href', staticPaths.home);
  await islandsHydrated(page);
  expect(logged.join('\n')).toContain('/es/kent-wa/no-existe');
  await page.getByRole('link', { name: notFoundCopy.es.links.home }).click();
  await expect(page).toHaveURL(translatedStaticPaths.es.home);
});

test('old addresses answer 301 to the page they meant', staticHost, async ({ request }) => {
  for (const redirect of site.redirects) {
    const response = await request.get(redirect.from, { maxRedirects: 0 });
    expect(response.status(), redirect.from).toBe(301);
    expect(response.headers().location).toBe(redirect.to);
  }
});

// Spec §2: /about-{name} is replaced by a redirect to /lawyers/{name}, the same name on both sides.
test('every attorney’s /about-<slug> answers 301 to their bio', staticHost, async ({ request }) => {
  for (const { slug } of Object.values(siteData.attorneys)) {
    const response = await request.get(`/about-${slug}`, { maxRedirects: 0 });
    expect(response.status(), `/about-${slug}`).toBe(301);
    expect(response.headers().location).toBe(`/lawyers/${slug}`);
  }
});

test('an old bio address reached inside the app is replaced by the bio', async ({ page }) => {
  await page.goto('/about');
  await islandsHydrated(page);
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/about-whitfield';
    link.textContent = 'old link';
    document.body.append(link);
  });
  await page.evaluate(() => window.history.pushState({}, '', '/about-whitfield'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page).toHaveURL('/lawyers/daniel-whitfield');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daniel Whitfield');
});

test('/sitemap.xml lists each indexable page at its canonical address, host included', staticHost, async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  // Each page's canonical as its pre-rendered HTML (from dist) gives it: the sitemap names the same address.
  const canonicals: string[] = [];
  for (const { path } of indexablePages(site.pages)) {
    const html = await (await request.get(path)).text();
    const link = html.match(/<link\b[^>]*\brel="canonical"[^>]*>/)?.[0];
    const href = link?.match(/\bhref="([^"]+)"/)?.[1];
    expect(href, path).toBeDefined();
    expect(new URL(href!).pathname, path).toBe(path);
    canonicals.push(href!);
  }
  expect(locations.sort()).toEqual(canonicals.sort());
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: https:\/\/.+\/sitemap\.xml/);
});

test('the icons and the web app manifest answer with their types', staticHost, async ({ request }) => {
  const types = {
    '/favicon.ico': /^image\/(x-icon|vnd\.microsoft\.icon)$/,
    '/favicon.svg': /^image\/svg\+xml/,
    '/apple-touch-icon.png': /^image\/png$/,
    '/icon-192.png': /^image\/png$/,
    '/icon-512.png': /^image\/png$/,
    '/site.webmanifest': /^application\/manifest\+json/,
  };
  for (const [path, type] of Object.entries(types)) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(type);
  }
  const manifest = (await (await request.get('/site.webmanifest')).json()) as { icons: { src: string }[] };
  expect(manifest.icons.map((icon) => icon.src)).toEqual(['/icon-192.png', '/icon-512.png']);
});

/**
 * What a page's head tells, as the browser holds it: each kind a search engine or a share card
 * reads (a list, so a tag left twice shows), the JSON-LD parsed (at the end of <main>), and the
 * whole head in order (a <style> by its length). Scripts and what island chunks bring (module
 * preloads, the toasts' stylesheet once a form is touched) follow the visit, not the address: a
 * swapped page keeps what the first page loaded, by design.
 */
function readHead() {
  const all = <T>(selector: string, read: (element: Element) => T) => [...document.querySelectorAll(selector)].map(read);
  return {
    lang: document.documentElement.lang,
    title: document.title,
    description: all('meta[name="description"]', (meta) => meta.getAttribute('content')),
    canonical: all('link[rel="canonical"]', (link) => link.getAttribute('href')),
    robots: all('meta[name="robots"]', (meta) => meta.getAttribute('content')),
    alternates: all('link[rel="alternate"]', (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
    share: all(
      'meta[property^="og:"], meta[name^="twitter:"]',
      (meta) => `${meta.getAttribute('property') ?? meta.getAttribute('name')} ${meta.getAttribute('content')}`,
    ),
    structuredData: all('script[type="application/ld+json"]', (script) => JSON.parse(script.textContent ?? '') as unknown),
    head: [...document.head.children]
      .filter((element) => !element.matches('script, link[rel="modulepreload"], link[rel="stylesheet"][crossorigin]'))
      .map((element) => (element.localName === 'style' ? `<style> of ${element.textContent.length} characters` : element.outerHTML)),
  };
}

// Issue 32: after a swap the head held the wrongful-death page's hreflang alternates on /about. A walk
// over links across templates and both languages, with and without a twin: each swap's head is a
// fresh load's. The link to the other language loads its page (issue 15): its head is checked too.
test('after every in-app visit the head is the one a load of that address gives', async ({ page, context }) => {
  test.slow(); // eleven visits, each beside a load
  const walk: { to: string; load?: true }[] = [
    { to: '/about' }, // practice page with a twin → about, no twin
    { to: '/lawyers/marisol-vega' }, // → a bio with its JSON-LD
    { to: '/#home' }, // → home, with a twin
    { to: '/kent-wa/dui-lawyer' }, // → practice × city with a twin
    { to: '/sitemap' }, // → no twin, no JSON-LD
    { to: '/seattle-wa/personal-injury-lawyer' }, // → a city hub kept out of the index (robots)
    { to: '/privacy' }, // → a legal page with a twin, indexed
    { to: '/es/politica-de-privacidad', load: true }, // the language link: its twin, loaded
    { to: '/es/contacto' }, // Spanish contact page
    { to: '/es/kent-wa/abogado-de-lesiones-personales' }, // → the Spanish city hub
    { to: '/es#home' }, // → the Spanish home page
  ];
  const fresh = await context.newPage();
  await page.goto('/kent-wa/wrongful-death-lawyer');
  await islandsHydrated(page);
  // A mark on the stylesheet's element: the same document, and its stylesheet not put in again.
  const stylesheetMark = () => page.evaluate(() => document.querySelector<HTMLLinkElement & { mark?: true }>('link[rel="stylesheet"]')?.mark ?? false);
  const markPage = () => page.evaluate(() => (document.querySelector<HTMLLinkElement & { mark?: true }>('link[rel="stylesheet"]')!.mark = true));
  await markPage();
  for (const { to, load } of walk) {
    await fresh.goto(to);
    await islandsHydrated(fresh);
    const freshHead = await fresh.evaluate(readHead);
    await page.locator(`a[href="${to}"]`).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(to);
    await expect.poll(() => page.evaluate(readHead), { message: to }).toEqual(freshHead);
    // Swapped in place, or loaded where the language changes.
    expect(await stylesheetMark(), to).toBe(!load);
    if (load) await markPage();
    await islandsHydrated(page);
  }
});

// Issue 15: a page in another language is loaded whole, so its header and <html lang> are its own.
test('the language link leads to the Spanish twin with a Spanish header, and back to English', async ({ page }) => {
  await page.goto('/kent-wa/car-accident-lawyer');
  await islandsHydrated(page);
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Español' }).first().click();
  await expect(page).toHaveURL('/es/kent-wa/abogado-accidentes-de-auto');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(header.getByRole('button', { name: 'Áreas de práctica' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Practice Areas' })).toHaveCount(0);
  await islandsHydrated(page);
  await header.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL('/kent-wa/car-accident-lawyer');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(header.getByRole('button', { name: 'Practice Areas' })).toBeVisible();
});

test('after an in-app visit, the header’s language link leads to the new page’s twin', async ({ page }) => {
  await page.goto('/kent-wa/personal-injury-lawyer');
  await islandsHydrated(page);
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.getByRole('main').locator('a[href="/kent-wa/truck-accident-lawyer"]').first().click();
  await expect(page).toHaveURL('/kent-wa/truck-accident-lawyer');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Español' }).first()).toHaveAttribute('href', '/es/kent-wa/abogado-accidentes-de-camion');
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});

test('back and forward move between pages in the app and return to where the visitor was', async ({ page }) => {
  await page.goto('/');
  await islandsHydrated(page);
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  const tile = page
    .getByRole('main')
    .getByRole('link', { name: /Catastrophic/ })
    .first();
  await tile.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(300);
  await tile.click();
  await expect(page).toHaveURL('/kent-wa/catastrophic-injuries-lawyer');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Catastrophic');
  // A new page starts at its top, and the next Tab starts from its content.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('main')).toBeFocused();
  // The new page's own islands work: its accordion opens.
  const question = page.locator('[data-island="faq-accordion-list"] button').first();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');

  await page.goBack();
  await expect(page).toHaveURL('/');
  const home = site.pages.find((config) => config.path === '/')!;
  await expect(page).toHaveTitle(home.meta.title);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  await page.goForward();
  await expect(page).toHaveURL('/kent-wa/catastrophic-injuries-lawyer');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Catastrophic');
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});

test('a link in the app to a page that does not exist shows the 404 page and logs the path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/about');
  await islandsHydrated(page);
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/no-such-page-in-app';
    link.textContent = 'broken link';
    document.querySelector('main')!.append(link);
  });
  await page.getByRole('link', { name: 'broken link' }).click();
  await expect(page).toHaveURL('/no-such-page-in-app');
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found');
  await expect.poll(() => logged.join('\n')).toContain('/no-such-page-in-app');
});

test('a trailing slash is redirected, odd paths and methods are refused cleanly', staticHost, async ({ request }, testInfo) => {
  const slash = await request.get('/about/', { maxRedirects: 0 });
  // Cloudflare Pages redirects `/about/` to the flat about.html's address itself, with a 308.
  expect(slash.status()).toBe(onStaticHost(testInfo) ? 308 : 301);
  expect(slash.headers().location).toBe('/about');
  expect((await request.get('/%E0%A4%A')).status()).toBe(404);
  expect((await request.get('/../package.json')).status()).toBe(404);
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
  expect((await request.delete('/about')).status()).toBe(405);
});
