// @vitest-environment node
// TRUST_PROXY: which address is the visitor's, and when the forwarding headers are believed.
import { describe, expect, it } from 'vitest';
import { clientAddress, forwardedHttps, parseTrustProxy } from '../../src/server/client-address.ts';
import { parseEnv } from '../../src/server/env.ts';

describe('the client address', () => {
  it('is the connection peer, forwarding headers ignored, when no proxy is trusted', () => {
    const none = parseTrustProxy(undefined);
    expect(clientAddress('198.51.100.7', '203.0.113.1', none)).toBe('198.51.100.7');
    expect(clientAddress('::ffff:198.51.100.7', undefined, none)).toBe('198.51.100.7');
    expect(forwardedHttps('198.51.100.7', 'https', none)).toBe(false);
  });

  it('behind one proxy is the right-most X-Forwarded-For address, whatever the visitor put left of it', () => {
    const one = parseTrustProxy('1');
    expect(clientAddress('127.0.0.1', '198.51.100.7', one)).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.7', one)).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', ['6.6.6.6', '198.51.100.7'], one)).toBe('198.51.100.7');
    // A proxy that sent no header: the proxy itself is all we know.
    expect(clientAddress('127.0.0.1', undefined, one)).toBe('127.0.0.1');
  });

  it('behind two proxies skips the second one too', () => {
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.7, 10.0.0.2', parseTrustProxy('2'))).toBe('198.51.100.7');
  });

  it('with a list of proxies walks left only through the listed addresses and ranges', () => {
    const listed = parseTrustProxy('127.0.0.1, 10.0.0.0/8, ::1');
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.7, 10.1.2.3', listed)).toBe('198.51.100.7');
    expect(clientAddress('::1', '198.51.100.7', listed)).toBe('198.51.100.7');
    // A peer that is not listed is the client, whatever it claims.
    expect(clientAddress('192.0.2.50', '198.51.100.7', listed)).toBe('192.0.2.50');
  });

  it('stops at a value that is not an address, at the hop that passed it', () => {
    expect(clientAddress('127.0.0.1', 'not-an-ip, 10.0.0.5', parseTrustProxy('10.0.0.0/8, 127.0.0.1'))).toBe('10.0.0.5');
  });

  it('takes https from a trusted proxy only', () => {
    const one = parseTrustProxy('127.0.0.1');
    expect(forwardedHttps('127.0.0.1', 'https', one)).toBe(true);
    expect(forwardedHttps('127.0.0.1', 'http', one)).toBe(false);
    expect(forwardedHttps('192.0.2.50', 'https', one)).toBe(false);
  });

  it('refuses a TRUST_PROXY that is neither a count nor addresses, with the reason', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'caddy' })).toThrow(/TRUST_PROXY: "caddy" is neither an IP address nor a CIDR range/);
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 1 });
    expect(parseEnv({}).TRUST_PROXY).toEqual({ kind: 'none' });
  });
});
