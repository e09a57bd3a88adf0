import { isIP } from 'node:net';

/** An IP address as a number, so range checks are plain comparisons. */
export interface IpAddress {
  readonly version: 4 | 6;
  readonly value: bigint;
  /** Canonical text: dotted quad, or the input as given for IPv6. */
  readonly text: string;
}

function ipv4Value(text: string): bigint {
  return text.split('.').reduce((sum, part) => (sum << 8n) + BigInt(Number(part)), 0n);
}

function ipv6Value(text: string): bigint {
  let address = text;
  // A dotted tail (::ffff:192.0.2.1) is the last 32 bits.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (dotted?.[1]) {
    const v4 = ipv4Value(dotted[1]);
    address = `${address.slice(0, -dotted[1].length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...tailGroups];
  return groups.reduce((sum, group) => (sum << 16n) + BigInt(parseInt(group, 16)), 0n);
}

/**
 * Parses an IPv4 or IPv6 address; null for anything else (host names, ranges,
 * zone ids, leading zeros, which `net.isIP` refuses). IPv4-mapped IPv6
 * (`::ffff:a.b.c.d`, what a dual-stack socket reports) becomes IPv4.
 */
export function parseIpAddress(input: string): IpAddress | null {
  const version = isIP(input);
  if (version === 4) return { version: 4, value: ipv4Value(input), text: input };
  if (version !== 6 || input.includes('%')) return null;
  const value = ipv6Value(input);
  if (value >> 32n === 0xffffn) {
    const v4 = Number(value & 0xffffffffn);
    const text = [24, 16, 8, 0].map((shift) => (v4 >>> shift) & 255).join('.');
    return { version: 4, value: value & 0xffffffffn, text };
  }
  return { version: 6, value, text: input.toLowerCase() };
}

/** A CIDR block such as `10.0.0.0/8` or `fc00::/7`. */
export interface IpRange {
  readonly version: 4 | 6;
  readonly first: bigint;
  readonly last: bigint;
}

export function ipRange(cidr: string): IpRange {
  const [base = '', bitsText = ''] = cidr.split('/');
  const address = parseIpAddress(base);
  if (!address) throw new Error(`Not a CIDR block: ${cidr}`);
  const width = address.version === 4 ? 32n : 128n;
  const hostBits = width - BigInt(Number(bitsText));
  const first = (address.value >> hostBits) << hostBits;
  return { version: address.version, first, last: first + (1n << hostBits) - 1n };
}

export function inRange(address: IpAddress, range: IpRange): boolean {
  return address.version === range.version && address.value >= range.first && address.value <= range.last;
}
