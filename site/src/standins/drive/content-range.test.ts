import { parseContentRange, receivedRangeHeader } from './content-range';

test.each([
  ['bytes 0-9/100', { kind: 'bytes', start: 0, end: 9, total: 100 }],
  ['bytes 10-99/100', { kind: 'bytes', start: 10, end: 99, total: 100 }],
  ['bytes 0-9/*', { kind: 'bytes', start: 0, end: 9, total: null }],
  ['bytes */100', { kind: 'status', total: 100 }],
  ['bytes */*', { kind: 'status', total: null }],
  ['bytes */0', { kind: 'status', total: 0 }],
])('parses %s', (header, expected) => {
  expect(parseContentRange(header)).toEqual(expected);
});

test.each([
  ['bytes 9-0/100'],
  ['bytes 0-100/100'],
  ['bytes 0-9'],
  ['bytes -9/100'],
  ['bytes 0-9/-1'],
  ['items 0-9/100'],
  ['bytes 0x0-9/100'],
  ['bytes 1234567890123456-1234567890123457/1234567890123458'],
  [''],
])('refuses %j', (header) => {
  expect(parseContentRange(header)).toBeNull();
});

test('the Range header names the bytes held, and is absent before the first byte', () => {
  expect(receivedRangeHeader(0)).toBeUndefined();
  expect(receivedRangeHeader(262144)).toBe('bytes=0-262143');
});
