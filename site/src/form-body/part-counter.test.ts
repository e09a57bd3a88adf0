import fc from 'fast-check';
import { createPartCounter } from './part-counter';

const body = (parts: number) => new TextEncoder().encode(`${Array.from({ length: parts }, (_, i) => `--bnd\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n${i}\r\n`).join('')}--bnd--\r\n`);

test('counts a multipart body the same however its chunks are cut (fuzzed)', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 20 }), fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 30 }), (parts, cuts) => {
      const bytes = body(parts);
      const counter = createPartCounter('bnd');
      let count = 0;
      for (let at = 0, i = 0; at < bytes.length; at += cuts[i++ % cuts.length]!) count = counter.push(bytes.subarray(at, at + cuts[i % cuts.length]!));
      expect(count).toBe(parts);
    }),
    { numRuns: 1000 },
  );
});

test('counts url-encoded pairs across chunks', () => {
  const counter = createPartCounter(null);
  counter.push(new TextEncoder().encode('a=1&b'));
  expect(counter.push(new TextEncoder().encode('=2&c=3'))).toBe(3);
});
