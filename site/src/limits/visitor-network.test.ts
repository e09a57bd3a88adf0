import fc from 'fast-check';
import { visitorNetwork } from './visitor-network';

test('an IPv4 address is its own visitor, also written IPv4-mapped', () => {
  expect(visitorNetwork('192.0.2.7')).toBe('192.0.2.7');
  expect(visitorNetwork('::ffff:192.0.2.7')).toBe('192.0.2.7');
  expect(visitorNetwork('192.0.2.8')).not.toBe(visitorNetwork('192.0.2.7'));
});

test('an IPv6 visitor is their /64, however the address is written', () => {
  const home = visitorNetwork('2001:db8:1:2::1');
  expect(home).toBe('2001:0db8:0001:0002::/64');
  for (const other of ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:DB8:1:2:0:0:0:9', '2001:db8:1:2::1.2.3.4', '2001:db8:1:2::1%eth0']) expect(visitorNetwork(other)).toBe(home);
  expect(visitorNetwork('2001:db8:1:3::1')).not.toBe(home);
  expect(visitorNetwork('::1')).toBe('0000:0000:0000:0000::/64');
});

test('any two addresses of one /64 are one visitor; addresses of two /64s are two (fuzzed)', () => {
  const group = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
  const half = fc.array(group, { minLength: 4, maxLength: 4 });
  fc.assert(
    fc.property(half, half, half, half, (prefix, other, a, b) => {
      expect(visitorNetwork([...prefix, ...a].join(':'))).toBe(visitorNetwork([...prefix, ...b].join(':')));
      if (prefix.some((g, i) => parseInt(g, 16) !== parseInt(other[i]!, 16))) expect(visitorNetwork([...prefix, ...a].join(':'))).not.toBe(visitorNetwork([...other, ...a].join(':')));
    }),
    { numRuns: 1000 },
  );
});
