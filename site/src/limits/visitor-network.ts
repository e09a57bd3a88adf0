import { isIPv4, isIPv6 } from 'node:net';

/** Leading bits of an IPv6 address that one visitor holds: a /64 is what an ISP hands one customer, who can use any address in it. */
export const IPV6_VISITOR_PREFIX_BITS = 64;

/**
 * The visitor a per-address limit counts: an IPv4 address as it is (also
 * when written IPv4-mapped, `::ffff:192.0.2.1`), an IPv6 address by its /64,
 * so one visitor cannot take a fresh limit with each of their 2^64 addresses.
 */
export function visitorNetwork(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const groups = expandIPv6(address.replace(/%.*$/, ''));
  return `${groups.slice(0, IPV6_VISITOR_PREFIX_BITS / 16).join(':')}::/${IPV6_VISITOR_PREFIX_BITS}`;
}

/** The eight groups of an IPv6 address, each as four lower-case hex digits. */
function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const part = (text: string | undefined) => (text ? text.split(':') : []);
  const toHex = (groups: string[]) =>
    groups.flatMap((group) => {
      // An embedded IPv4 tail (`::1.2.3.4`) is two groups.
      if (!group.includes('.')) return [group];
      const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const left = toHex(part(head));
  const right = tail === undefined ? [] : toHex(part(tail));
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => group.padStart(4, '0'));
}
