// @vitest-environment node
// The router's tree is generated from pages.config.ts (src/build/route-tree.ts) and checked in;
// the router, not a table beside it, answers each address: a page 200, an old address 301, anything else 404.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { uiCopy } from '../../data/ui-copy';
import { site } from '../../pages.config';
import { routeTreeFile, routeTreeSource } from '../../src/build/route-tree';
import { render, routePaths } from '../../src/entry-server';

const assets = { css: [], scripts: [] };

describe('the route tree', () => {
  it('is what the generator writes for the current config (npm run routes writes it again)', () => {
    expect(readFileSync(routeTreeFile, 'utf8')).toBe(routeTreeSource(site));
  });

  it('has a route for every configured page and redirect, in the config order', () => {
    expect(routePaths(site)).toEqual([...site.pages.map((page) => page.path), ...site.redirects.map((redirect) => redirect.from)]);
  });
});

describe('the router', () => {
  it('answers a page with 200 and its document', async () => {
    const answer = await render(site, '/kent-wa/truck-accident-lawyer', assets);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<title>Injured in a Kent Truck Accident?</title>');
  });

  it.each(site.redirects)('answers $from with a 301 to $to', async ({ from, to }) => {
    const answer = await render(site, from, assets);
    expect(answer.status).toBe(301);
    expect(answer.headers.get('Location')).toBe(to);
  });

  it('answers any other address with 404 and the not-found page', async () => {
    const answer = await render(site, '/kent-wa/no-such-page', assets);
    expect(answer.status).toBe(404);
    const html = await answer.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Page not found</title>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('Oops! Page not found');
  });

  it.each(['/es/no-such-page', '/es/kent-wa/no-such-page'])('answers %s, under /es/, with 404 and the Spanish not-found page', async (path) => {
    const answer = await render(site, path, assets);
    expect(answer.status).toBe(404);
    const html = await answer.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Página no encontrada</title>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('¡Uy! No encontramos esta página');
    expect(html).toContain('href="/es">Volver al inicio</a>');
    expect(html).not.toContain('Oops');
    // The Spanish header and footer.
    expect(html).toContain(`>${uiCopy.es.skipLink}</a>`);
    expect(html).toContain(uiCopy.es.footer.disclaimer);
  });
});
