// Who the visitor is when `npm start` sits behind reverse proxies (TRUST_PROXY). Behind a proxy
// every connection comes from the proxy, so the rate limit would count the whole site as one
// visitor; believing the forwarding headers without checking who sent them would let any visitor
// name their own address. So only the proxies the firm declares are believed, and only for what
// they append: the client is the right-most X-Forwarded-For address that is not a trusted proxy.
// X-Real-IP and Forwarded are never read: Caddy 2.6 passes a visitor's forged X-Real-IP through.
// Not proxy-addr (Express's): tried, its walk returns a non-address value as the client where this
// one stops at the hop that passed it, it keeps `::ffff:` addresses mapped, it wants a request
// object and has no word on X-Forwarded-Proto; the shims to keep these cost what it would save.
import { BlockList, isIP } from 'node:net';

/** TRUST_PROXY: none (the default), a number of proxies in front, or their addresses and ranges. */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; list: BlockList };

export const trustNone: TrustProxy = { kind: 'none' };

/** `IPv4-mapped IPv6` (`::ffff:10.0.0.1`) as the IPv4 address it is. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

/**
 * Parses TRUST_PROXY: `1` (one proxy in front: Caddy on this box), `2`…, or a comma-separated list
 * of addresses and CIDR ranges (`127.0.0.1, 10.0.0.0/8, ::1`). Throws with what is wrong.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return trustNone;
  if (/^\d+$/.test(text)) return { kind: 'hops', hops: Number(text) };
  const list = new BlockList();
  for (const entry of text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(normalizeAddress(address));
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (!family || extra !== undefined || (bits !== undefined && (!/^\d+$/.test(prefix!) || bits > maxBits))) {
      throw new Error(`"${entry}" is neither an IP address nor a CIDR range`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(normalizeAddress(address), type);
    else list.addSubnet(normalizeAddress(address), bits, type);
  }
  return { kind: 'addresses', list };
}

function isTrusted(trust: TrustProxy, address: string, hop: number): boolean {
  if (trust.kind === 'none') return false;
  if (trust.kind === 'hops') return hop < trust.hops;
  const family = isIP(address);
  return family !== 0 && trust.list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** The values of a header that may be sent more than once, as one comma-separated list. */
const listOf = (header: string | string[] | undefined) =>
  (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The visitor's address: the connection's peer when it is not a trusted proxy; otherwise, walking
 * X-Forwarded-For from the right (each proxy appends the address it saw), the first address that
 * is not a trusted proxy. A value that is not an address ends the walk at the hop that passed it.
 */
export function clientAddress(socketAddress: string, forwardedFor: string | string[] | undefined, trust: TrustProxy): string {
  let client = normalizeAddress(socketAddress);
  if (!isTrusted(trust, client, 0)) return client;
  const hops = listOf(forwardedFor).reverse();
  for (const [index, entry] of hops.entries()) {
    const address = normalizeAddress(entry);
    if (!isIP(address)) return client;
    client = address;
    if (!isTrusted(trust, address, index + 1)) return client;
  }
  return client;
}

/**
 * Whether the visitor reached the site over https, per the proxy in front (its X-Forwarded-Proto,
 * believed only when the connection comes from a trusted proxy).
 */
export function forwardedHttps(socketAddress: string, forwardedProto: string | string[] | undefined, trust: TrustProxy): boolean {
  if (!isTrusted(trust, normalizeAddress(socketAddress), 0)) return false;
  // The nearest proxy's word: the right-most value (Caddy replaces the header with one value).
  return listOf(forwardedProto).at(-1)?.toLowerCase() === 'https';
}
