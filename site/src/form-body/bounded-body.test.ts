import fc from 'fast-check';
import { jsonDepthWithin, parseBoundedJson } from './bounded-json';
import { countParts, readFormBody } from './read-form-body';

const nest = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('parseBoundedJson', () => {
  test('refuses a value nested deeper than the limit before parsing it', () => {
    expect(parseBoundedJson(nest(32))).toMatchObject({ ok: true });
    expect(parseBoundedJson(nest(33))).toEqual({ ok: false, reason: 'depth' });
    expect(parseBoundedJson(nest(5000), { maxLength: 1e6 })).toEqual({ ok: false, reason: 'depth' });
    expect(parseBoundedJson('x'.repeat(70_000))).toEqual({ ok: false, reason: 'length' });
    // Brackets inside strings are text.
    expect(parseBoundedJson(JSON.stringify({ a: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\\"' }))).toMatchObject({ ok: true });
  });

  test('never throws, and agrees with JSON.parse on every value within the bounds (fuzzed)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const parsed = parseBoundedJson(text);
        let expected: unknown;
        try {
          expected = JSON.parse(text);
        } catch {
          expect(parsed.ok).toBe(false);
          return;
        }
        if (parsed.ok) expect(parsed.value).toEqual(expected);
        else expect(parsed.reason).not.toBe('syntax');
      }),
      { numRuns: 1000 },
    );
  });

  test('the depth scan matches the real nesting of generated values (fuzzed)', () => {
    const depthOf = (value: unknown): number => (value !== null && typeof value === 'object' ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0);
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 10 }), (value, limit) => {
        expect(jsonDepthWithin(JSON.stringify(value), limit)).toBe(depthOf(value) <= limit);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('readFormBody part limits', () => {
  const multipart = (parts: number) => {
    const form = new FormData();
    for (let i = 0; i < parts; i++) form.append(`f${i}`, new File(['x'], 'x.txt'));
    return new Request('http://site.test/', { method: 'POST', body: form });
  };

  test('counts the parts of both encodings on the raw bytes', async () => {
    const request = multipart(7);
    const bytes = new Uint8Array(await request.arrayBuffer());
    expect(countParts(bytes, request.headers.get('content-type')!)).toBe(7);
    expect(countParts(new TextEncoder().encode('a=1&b=2&c=3'), 'application/x-www-form-urlencoded')).toBe(3);
  });

  test('refuses a body with more parts than the limit without parsing it', async () => {
    expect(await readFormBody(multipart(10_000))).toEqual({ ok: false, reason: 'too-many-parts' });
    expect(await readFormBody(multipart(3), undefined, { maxParts: 2 })).toEqual({ ok: false, reason: 'too-many-parts' });
    expect((await readFormBody(multipart(300))).ok).toBe(true);
  });
});
