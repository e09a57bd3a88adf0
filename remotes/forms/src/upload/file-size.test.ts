import { formatSize, parseSize } from './file-size';

test.each([
  ['2 MB', 2 * 1024 ** 2],
  ['2MB', 2 * 1024 ** 2],
  ['2M', 2 * 1024 ** 2],
  ['256 MB', 256 * 1024 ** 2],
  ['512 KB', 512 * 1024],
  ['1.5 GB', 1.5 * 1024 ** 3],
  ['1,5 MB', 1.5 * 1024 ** 2],
  ['2 MiB', 2 * 1024 ** 2],
  ['1048576', 1048576],
  [' 10 b ', 10],
])('%j is %d bytes', (text, bytes) => {
  expect(parseSize(text)).toBe(bytes);
});

test.each([[''], [null], [undefined], ['abc'], ['0 MB'], ['-2 MB'], ['2 PB']])('%j is no limit', (text) => {
  expect(parseSize(text)).toBeUndefined();
});

test.each([
  [0, '0 B'],
  [12, '12 B'],
  [2048, '2 KB'],
  [1.5 * 1024 ** 2, '1.5 MB'],
  [2 * 1024 ** 2, '2 MB'],
  [256 * 1024 ** 2, '256 MB'],
  [3 * 1024 ** 3, '3 GB'],
])('%d bytes read %s', (bytes, text) => {
  expect(formatSize(bytes)).toBe(text);
});
