// The static-host tree's `_headers` and `_redirects` (src/build/static-host.ts): one rule per header
// for any path, folders grouped, and Cloudflare Pages' limits failing the build with a clear message.
import { describe, expect, it } from 'vitest';
import { cacheControl, checkHeaderRules, headerRules, headersFile, limits, redirectsFile } from '../../src/build/static-host.ts';

const inline = { scripts: ["'sha256-a'"], styles: ["'sha256-b'"], styleAttributes: [] };
const input = {
  pages: ['/', '/about', '/kent-wa/car-accident-lawyer', '/kent-wa/dog-bite-lawyer', '/lawyers/ada'],
  redirects: [{ from: '/car-accident-lawyer' }],
  files: ['/favicon.svg', '/assets/entry-1.js', '/assets/entry-1.css', '/kent-wa/map.svg'],
  inline,
};
const probes = ['/', '/about', '/about/', '/kent-wa/car-accident-lawyer', '/assets/entry-1.js', '/car-accident-lawyer', '/no-such-page', '/kent-wa/map.svg'];

describe('static-host _headers', () => {
  const rules = headerRules(input);
  const cacheOf = (pattern: string) => rules.find((rule) => rule.pattern === pattern)?.headers['Cache-Control'];

  it('puts the security headers in /* alone and Cache-Control in rules over disjoint paths', () => {
    expect(rules[0]!.pattern).toBe('/*');
    expect(Object.keys(rules[0]!.headers)).toContain('Content-Security-Policy');
    expect(rules[0]!.headers['Content-Security-Policy']).toContain('upgrade-insecure-requests');
    expect(rules.slice(1).every((rule) => Object.keys(rule.headers).join() === 'Cache-Control')).toBe(true);
    expect(() => checkHeaderRules(rules, probes, { '*': ['Content-Security-Policy'], '/about': ['Cache-Control'] })).not.toThrow();
  });

  it('groups a folder whose addresses all cache alike, and not one that mixes', () => {
    expect(cacheOf('/assets/*')).toBe(cacheControl.immutable);
    expect(cacheOf('/lawyers/*')).toBe(cacheControl.page);
    expect(cacheOf('/kent-wa/*')).toBeUndefined();
    expect(cacheOf('/kent-wa/car-accident-lawyer')).toBe(cacheControl.page);
    expect(cacheOf('/kent-wa/map.svg')).toBe(cacheControl.hour);
    expect(cacheOf('/')).toBe(cacheControl.page);
    expect(cacheOf('/car-accident-lawyer')).toBe(cacheControl.hour);
  });

  it('refuses a header that two rules would give one path (the host would join them)', () => {
    const overlapping = [...rules, { pattern: '/about', headers: { 'Content-Security-Policy': "default-src 'none'" } }];
    expect(() => checkHeaderRules(overlapping, probes, {})).toThrow(/\/about would get content-security-policy from 2 _headers rules/);
    expect(() => checkHeaderRules(rules.slice(0, 1), probes, { '/about': ['Cache-Control'] })).toThrow(/no _headers rule gives \/about its Cache-Control/);
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
