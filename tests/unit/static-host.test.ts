// The static-host tree's `_headers` and `_redirects` (src/build/static-host.ts): what each path ends
// up with on Cloudflare Pages and on Netlify (every header from one rule, one Cache-Control), the
// same few rules at 62 pages and at 520, and Cloudflare Pages' limits failing the build clearly.
// tests/deploy/static-host-scale.test.ts serves such a tree of 520 pages under `wrangler pages dev`.
import { describe, expect, it } from 'vitest';
import {
  cacheControl,
  checkHeaderRules,
  headerRules,
  headersFile,
  limits,
  redirectsFile,
  resolveHeaders,
  staticHosts,
  type HeaderRule,
} from '../../src/build/static-host.ts';
import { syntheticSite } from '../support/synthetic-site.ts';

const inline = { scripts: ["'sha256-a'"], styles: ["'sha256-b'"], styleAttributes: [] };
const input = {
  pages: ['/', '/about', '/kent-wa/car-accident-lawyer', '/kent-wa/dog-bite-lawyer', '/lawyers/ada'],
  redirects: [{ from: '/car-accident-lawyer' }],
  files: ['/favicon.svg', '/assets/entry-1.js', '/assets/entry-1.css', '/kent-wa/map.svg'],
  inline,
};
/** The Cache-Control each address must end up with (unknown addresses: the 404 page's, `/*`'s). */
const expectedCache: Record<string, string> = {
  '/': cacheControl.page,
  '/about': cacheControl.page,
  '/about/': cacheControl.page,
  '/about.html': cacheControl.page,
  '/kent-wa/car-accident-lawyer': cacheControl.page,
  '/lawyers/ada': cacheControl.page,
  '/car-accident-lawyer': cacheControl.page,
  '/no-such-page': cacheControl.page,
  '/kent-wa/no-such-page': cacheControl.page,
  '/assets/entry-1.js': cacheControl.immutable,
  '/assets/entry-1.css': cacheControl.immutable,
  '/kent-wa/map.svg': cacheControl.hour,
  '/favicon.svg': cacheControl.hour,
};
const probes = Object.keys(expectedCache);
const required = { '*': ['Content-Security-Policy', 'Strict-Transport-Security', 'Cache-Control'] };

/** The headers one path ends up with on one host, by lower-case name. */
const sent = (rules: readonly HeaderRule[], path: string, host = staticHosts[0]!) =>
  Object.fromEntries([...resolveHeaders(rules, path, host)].map(([name, header]) => [name, header.value]));

describe('static-host _headers', () => {
  const rules = headerRules(input);

  it('gives every path the security headers and one Cache-Control, each from a single rule, alike on both hosts', () => {
    expect(() => checkHeaderRules(rules, probes, required)).not.toThrow();
    const policy = sent(rules, '/about')['content-security-policy'];
    expect(policy).toContain('upgrade-insecure-requests');
    for (const host of staticHosts) {
      for (const path of probes) {
        const headers = sent(rules, path, host);
        expect(headers['cache-control'], `${host} ${path}`).toBe(expectedCache[path]);
        expect(headers['content-security-policy'], `${host} ${path}`).toBe(policy);
        for (const header of resolveHeaders(rules, path, host).values()) expect(header.from, `${host} ${path} ${header.name}`).toHaveLength(1);
      }
    }
  });

  it('gives pages no rule of their own: only the files that cache otherwise, a folder of them as one', () => {
    // An asset the rules never saw still caches as one (the folder's rule); a new page under a city revalidates (/*).
    expect(sent(rules, '/assets/entry-2.js')['cache-control']).toBe(cacheControl.immutable);
    expect(sent(rules, '/kent-wa/wrongful-death-lawyer')['cache-control']).toBe(cacheControl.page);
    expect(rules).toHaveLength(1 + 3);
  });

  it('keeps the same rules at 62 pages and at 520 (cities add pages and share images, no rule)', () => {
    const ruleSets = [62, 520].map((count) => {
      const site = syntheticSite(count);
      expect(site.pages).toHaveLength(count);
      const built = headerRules({ ...site, inline });
      const paths = [...site.pages, ...site.files, ...site.redirects.map(({ from }) => from), '/city-9-wa/no-such-page'];
      expect(() => checkHeaderRules(built, paths, required)).not.toThrow();
      for (const host of staticHosts) {
        const last = site.pages.at(-1)!;
        expect(sent(built, last, host)['cache-control']).toBe(cacheControl.page);
        expect(sent(built, `/og${last}.png`, host)['cache-control']).toBe(cacheControl.hour);
        expect(
          sent(
            built,
            site.files.find((file) => file.startsWith('/assets/'))!,
            host,
          )['cache-control'],
        ).toBe(cacheControl.immutable);
        expect(sent(built, '/robots.txt', host)['cache-control']).toBe(cacheControl.hour);
      }
      return built;
    });
    // /*, the 8 root files, /assets/* and /og/*.
    expect(ruleSets[0]).toHaveLength(11);
    expect(ruleSets[1]).toEqual(ruleSets[0]);
    expect(() => headersFile(ruleSets[1]!)).not.toThrow();
  });

  it('refuses rules under which a host would join two values, or the two hosts would differ', () => {
    const plus = (rule: HeaderRule) => [...rules, rule];
    // A second policy, or a Cache-Control set without detaching the first: Cloudflare sends both, comma-joined.
    expect(() => checkHeaderRules(plus({ pattern: '/about', headers: { 'Content-Security-Policy': "default-src 'none'" } }), probes, {})).toThrow(
      /\/about would get content-security-policy from 2 _headers rules \(\/\*, \/about\) on cloudflare/,
    );
    expect(() => checkHeaderRules(plus({ pattern: '/about', headers: { 'Cache-Control': 'no-store' } }), probes, {})).toThrow(
      /\/about would get cache-control from 2 _headers rules \(\/\*, \/about\) on cloudflare/,
    );
    // Detached and set again: one value on both hosts.
    const replaced = plus({ pattern: '/lawyers/ada', detach: ['Cache-Control'], headers: { 'Cache-Control': 'no-store' } });
    expect(() => checkHeaderRules(replaced, probes, required)).not.toThrow();
    for (const host of staticHosts) expect(sent(replaced, '/lawyers/ada', host)['cache-control']).toBe('no-store');
    // But Netlify's `/about` also matches `/about/`, Cloudflare's does not.
    expect(() => checkHeaderRules(plus({ pattern: '/about', detach: ['Cache-Control'], headers: { 'Cache-Control': 'no-store' } }), probes, {})).toThrow(
      /Cloudflare Pages and Netlify would send \/about\/ different cache-control/,
    );
    // Netlify does not read `! Name`: a header detached and not set again stays there.
    expect(() => checkHeaderRules(plus({ pattern: '/about', detach: ['Cache-Control'], headers: { 'X-Robots-Tag': 'noindex' } }), probes, {})).toThrow(
      /Cloudflare Pages and Netlify would send \/about different cache-control/,
    );
    // Netlify keeps two spellings of one name apart: both are sent.
    expect(() => checkHeaderRules(plus({ pattern: '/about', detach: ['Cache-Control'], headers: { 'cache-control': 'no-store' } }), probes, {})).toThrow(
      /\/about would get cache-control from 2 _headers rules \(\/\*, \/about\) on netlify/,
    );
    expect(() => checkHeaderRules(rules.slice(1), probes, { '/about': ['Cache-Control'] })).toThrow(/no _headers rule gives \/about its Cache-Control/);
  });

  it('writes each later rule as a detach, then its own value', () => {
    expect(headersFile(rules)).toContain(`\n/assets/*\n  ! Cache-Control\n  Cache-Control: ${cacheControl.immutable}\n`);
    expect(headersFile(rules)).toMatch(/\n\/\*\n( {2}[A-Za-z-]+: .+\n)+ {2}Cache-Control: public, max-age=0, must-revalidate\n\//);
  });

  it("fails past Cloudflare Pages' limits", () => {
    const many = Array.from({ length: limits.headerRules + 1 }, (_, index) => ({ pattern: `/p${index}`, headers: { 'Cache-Control': 'no-store' } }));
    expect(() => headersFile(many)).toThrow(/101 rules, over Cloudflare Pages' limit of 100/);
    expect(() => headersFile([{ pattern: '/*', headers: { 'Content-Security-Policy': 'x'.repeat(2000) } }])).toThrow(/over Cloudflare Pages' limit of 2000/);
    const redirects = Array.from({ length: limits.staticRedirects + 1 }, (_, index) => ({ from: `/old-${index}`, to: '/' }));
    expect(() => redirectsFile(redirects)).toThrow(/2001 redirects, over Cloudflare Pages' limit of 2000/);
    expect(redirectsFile(redirects.slice(0, 2))).toMatch(/^\/old-0 \/ 301\n\/old-1 \/ 301\n$/m);
    expect(() => redirectsFile([{ from: '/old page', to: '/' }])).toThrow(/would read as syntax/);
  });
});
