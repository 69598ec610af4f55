// What the rate limit counts as one client. An IPv4 address is one; an IPv6 address is counted by
// its /64, the block a provider gives one subscriber (RFC 6177), which a client can walk through
// at will: counted one address at a time, it would have 2^64 buckets.
import { isIPv4, isIPv6 } from 'node:net';

/** The IPv4 address; an IPv6 one as its /64 (`2001:db8:0:1::/64`); anything else as it came. */
export function clientBucket(address: string): string {
  const plain = address
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '')
    .toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(plain)) return address;
  // An IPv4 tail (`::1.2.3.4`) is the last two groups; `::` stands for the zero groups it leaves out.
  const withoutDots = plain.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) => [((+a << 8) | +b).toString(16), ((+c << 8) | +d).toString(16)].join(':'));
  const [head = '', tail] = withoutDots.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const given = [...groups(head), ...groups(tail)].length;
  const full = [...groups(head), ...Array<string>(tail === undefined ? 0 : 8 - given).fill('0'), ...groups(tail)];
  return `${full
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
