import { inRange, ipRange, parseIpAddress } from './ip-address';

test.each([
  ['8.8.8.8', 4, 0x08080808n],
  ['::1', 6, 1n],
  ['2001:db8::1', 6, (0x20010db8n << 96n) + 1n],
  ['fe80::', 6, 0xfe80n << 112n],
  ['1:2:3:4:5:6:7:8', 6, 0x00010002000300040005000600070008n],
])('parses %s', (text, version, value) => {
  expect(parseIpAddress(text)).toMatchObject({ version, value });
});

test('IPv4-mapped IPv6 becomes IPv4', () => {
  expect(parseIpAddress('::ffff:127.0.0.1')).toEqual({ version: 4, value: 0x7f000001n, text: '127.0.0.1' });
  expect(parseIpAddress('::ffff:7f00:1')).toEqual({ version: 4, value: 0x7f000001n, text: '127.0.0.1' });
});

test.each([['256.1.1.1'], ['1.2.3'], ['01.2.3.4'], ['example.com'], ['fe80::1%eth0'], ['1.2.3.4/8'], [''], ['::g']])('refuses %j', (text) => {
  expect(parseIpAddress(text)).toBeNull();
});

test('ranges include their ends and nothing past them', () => {
  const range = ipRange('172.16.0.0/12');
  expect(inRange(parseIpAddress('172.16.0.0')!, range)).toBe(true);
  expect(inRange(parseIpAddress('172.31.255.255')!, range)).toBe(true);
  expect(inRange(parseIpAddress('172.32.0.0')!, range)).toBe(false);
  expect(inRange(parseIpAddress('fc00::1')!, ipRange('fc00::/7'))).toBe(true);
  expect(inRange(parseIpAddress('fc00::1')!, range)).toBe(false);
});
