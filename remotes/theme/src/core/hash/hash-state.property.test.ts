import fc from 'fast-check';
import { moduleParams, parseHashState, serializeHashState, tabSlugFromHash, withModuleState } from './parse-hash-state';
import { sanitizeHashState } from './sanitize-hash-state';

// Fuzzed parsers: the theme's hash state, whatever a link or a visitor puts in the address.
const SAFE_PART = /^[A-Za-z0-9_-]*$/;
/** Hash-like strings: mostly the state alphabet, with separators and hostile characters mixed in. */
const hashLike = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.array(fc.constantFrom('a', 'Z', '0', '9', '_', '-', '|', '||', '#', '<', '"', "'", ' ', '%', '\u202e', '/', '.'), { maxLength: 40 }).map((parts) => parts.join('')),
);
const RUNS = { numRuns: 1000 };

test('sanitising never throws, keeps only the state alphabet and is idempotent', () => {
  fc.assert(
    fc.property(hashLike, (hash) => {
      const clean = sanitizeHashState(hash);
      expect(clean).toMatch(/^[A-Za-z0-9_|-]*$/);
      expect(clean.length).toBeLessThanOrEqual(hash.length);
      expect(sanitizeHashState(clean)).toBe(clean);
    }),
    RUNS,
  );
});

test('parsing never throws; ids are non-empty and every id and param is in the alphabet, without bars', () => {
  fc.assert(
    fc.property(hashLike, (hash) => {
      for (const { id, params } of parseHashState(hash)) {
        expect(id).not.toBe('');
        expect(id).toMatch(SAFE_PART);
        for (const param of params) expect(param).toMatch(SAFE_PART);
      }
      const slug = tabSlugFromHash(hash);
      if (slug !== null) expect(slug).toMatch(/^[A-Za-z0-9_-]+$/);
    }),
    RUNS,
  );
});

test('serialising is stable: what it writes parses and serialises to the same text', () => {
  fc.assert(
    fc.property(hashLike, (hash) => {
      const once = serializeHashState(parseHashState(hash));
      expect(serializeHashState(parseHashState(once))).toBe(once);
    }),
    RUNS,
  );
});

test("setting one module's state gives back that state, whatever the hash held before", () => {
  const part = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
  fc.assert(
    fc.property(hashLike, part, fc.array(part, { maxLength: 3 }), (hash, id, params) => {
      expect(moduleParams(withModuleState(hash, { id, params }), id)).toEqual(params);
    }),
    RUNS,
  );
});

test('a module whose state ends in an empty param no longer swallows the module after it (found by the property above)', () => {
  const hash = withModuleState('tabs_1|', { id: 'gallery_2', params: ['3'] });
  expect(moduleParams(hash, 'gallery_2')).toEqual(['3']);
  expect(moduleParams(hash, 'tabs_1')).toEqual([]);
});
