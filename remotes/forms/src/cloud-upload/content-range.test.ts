import { chunkEnd, chunkRange, receivedBytes, statusQueryRange, validChunkSize } from './content-range';

test('headers of chunks and status queries', () => {
  expect(chunkRange(0, 262144, 1000000)).toBe('bytes 0-262143/1000000');
  expect(chunkRange(786432, 1000000, 1000000)).toBe('bytes 786432-999999/1000000');
  expect(chunkRange(0, 0, 0)).toBe('bytes */0');
  expect(statusQueryRange(1000000)).toBe('bytes */1000000');
});

test('the Range of a 308 gives the next offset; none means nothing arrived', () => {
  expect(receivedBytes('bytes=0-262143')).toBe(262144);
  expect(receivedBytes(null)).toBe(0);
  expect(receivedBytes('garbage')).toBe(0);
});

test('chunks never pass the file, and sizes are multiples of 256 KiB', () => {
  expect(chunkEnd(0, 1048576, 300)).toBe(300);
  expect(chunkEnd(1048576, 1048576, 3000000)).toBe(2097152);
  expect(validChunkSize(1_000_000)).toBe(786432);
  expect(validChunkSize(10)).toBe(262144);
});
