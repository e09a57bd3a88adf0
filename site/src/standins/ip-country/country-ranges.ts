import { ipRange, type IpRange } from './ip-address';

/**
 * Addresses that are not on the public internet (RFC 6890 special-purpose
 * blocks): loopback, private, link-local, shared (CGNAT), documentation,
 * benchmarking, multicast and reserved. A lookup service calls them "bogons".
 */
export const BOGON_RANGES: readonly IpRange[] = [
  '0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12',
  '192.0.0.0/24', '192.0.2.0/24', '192.168.0.0/16', '198.18.0.0/15', '198.51.100.0/24', '203.0.113.0/24',
  '224.0.0.0/4', '240.0.0.0/4',
  '::/127', 'fc00::/7', 'fe80::/10', '2001:db8::/32', 'ff00::/8',
].map(ipRange);

/**
 * A few real, long-standing allocations per region (universities, registries,
 * a public DNS resolver), enough for tests and demos to see different
 * countries. Anything else gets the configured default country.
 */
export const COUNTRY_RANGES: readonly { readonly range: IpRange; readonly country: string }[] = (
  [
    ['8.8.8.0/24', 'US'], // Google Public DNS
    ['128.32.0.0/16', 'US'], // UC Berkeley
    ['132.204.0.0/16', 'CA'], // Université de Montréal
    ['131.111.0.0/16', 'GB'], // University of Cambridge
    ['134.76.0.0/16', 'DE'], // GWDG, Göttingen
    ['129.132.0.0/16', 'CH'], // ETH Zürich
    ['193.0.0.0/21', 'NL'], // RIPE NCC, Amsterdam
    ['133.11.0.0/16', 'JP'], // University of Tokyo
    ['202.12.29.0/24', 'AU'], // APNIC, Brisbane
    ['200.160.0.0/20', 'BR'], // NIC.br
    ['196.216.2.0/24', 'MU'], // AFRINIC
    ['2001:4860::/32', 'US'], // Google
    ['2001:67c:2e8::/48', 'NL'], // RIPE NCC
  ] as const
).map(([cidr, country]) => ({ range: ipRange(cidr), country }));
