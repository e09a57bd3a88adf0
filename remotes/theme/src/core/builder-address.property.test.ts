import fc from 'fast-check';
import { isLocked, isValidAddress, parentAddress } from './builder-address';

// Issue 18's fuzzed parsers: builder module addresses (`0.1.0.2`).
const addressLike = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.array(fc.oneof(fc.nat(99).map(String), fc.constantFrom('', 'a', '-1', ' 1', '1e2', '..')), { maxLength: 8 }).map((parts) => parts.join('.')),
);
const RUNS = { numRuns: 1000 };

test('never throws; the parent of a valid address is a shorter valid address, or null at the top', () => {
  fc.assert(
    fc.property(addressLike, (address) => {
      const parent = parentAddress(address);
      if (!isValidAddress(address)) {
        expect(parent).toBeNull();
        return;
      }
      if (parent === null) expect(address).toMatch(/^\d+$/);
      else {
        expect(isValidAddress(parent)).toBe(true);
        expect(address.startsWith(`${parent}.`)).toBe(true);
      }
    }),
    RUNS,
  );
});

test('the locked rule ends: it asks about the address and each ancestor once, and no other', () => {
  fc.assert(
    fc.property(addressLike, fc.boolean(), (address, anyLocked) => {
      const asked: string[] = [];
      const locked = isLocked(address, (at) => {
        asked.push(at);
        return anyLocked ? { locked: 'on' } : undefined;
      });
      if (!isValidAddress(address)) {
        expect(asked).toEqual([]);
        expect(locked).toBe(false);
        return;
      }
      expect(asked.length).toBeLessThanOrEqual(address.split('.').length);
      expect(new Set(asked).size).toBe(asked.length);
      expect(locked).toBe(anyLocked);
    }),
    RUNS,
  );
});
