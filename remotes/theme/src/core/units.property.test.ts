import fc from 'fast-check';
import { ALLOWED_UNITS, sanitizeUnitValue, type SanitizeUnitOptions } from './units';

// Fuzzed parsers: unit sanitising of builder values, which end up in style attributes.
const OUTPUT = new RegExp(`^-?\\d+(\\.\\d+)?(e[+-]\\d+)?(${ALLOWED_UNITS.map((unit) => unit.replace('%', '\\%')).join('|')})( !important)?$`);
const unitLike = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc
    .tuple(fc.constantFrom('', '-', '+'), fc.oneof(fc.integer({ min: 0, max: 100000 }).map(String), fc.stringMatching(/^\d{1,30}(\.\d{1,12})?$/), fc.double({ min: 0, max: 1e6, noNaN: true }).map(String), fc.constantFrom('.5', '0.0000001', '123456789012345678901234')), fc.constantFrom('', ' ', 'px', 'em', 'EM', '%', 'vmin', 'deg', 'foo', 'px;color:red', 'px}', ')'), fc.constantFrom('', '!important', ' !IMPORTANT', ' ! important'))
    .map((parts) => parts.join('')),
);
const options = fc.record<SanitizeUnitOptions>(
  { defaultUnit: fc.constantFrom(...ALLOWED_UNITS), rotation: fc.constantFrom('rotate', 'skew') },
  { requiredKeys: [] },
);

test('never throws; the output is empty or a number, an allowed unit and an optional !important', () => {
  fc.assert(
    fc.property(unitLike, options, (input, option) => {
      const value = sanitizeUnitValue(input, option);
      if (value !== '') expect(value).toMatch(OUTPUT);
    }),
    { numRuns: 2000 },
  );
});

test('is idempotent: a sanitised value comes out as it went in', () => {
  fc.assert(
    fc.property(unitLike, options, (input, option) => {
      const once = sanitizeUnitValue(input, option);
      expect(sanitizeUnitValue(once, option)).toBe(once);
    }),
    { numRuns: 2000 },
  );
});

test('rotations stay within their bounds', () => {
  fc.assert(
    fc.property(unitLike, fc.constantFrom<'rotate' | 'skew'>('rotate', 'skew'), (input, rotation) => {
      const value = sanitizeUnitValue(input, { rotation });
      if (value === '') return;
      expect(Math.abs(parseFloat(value))).toBeLessThanOrEqual(rotation === 'skew' ? 180 : 359);
      expect(value).toMatch(/deg( !important)?$/);
    }),
    { numRuns: 1000 },
  );
});

test('very small and very large numbers read back as themselves (found by the property above)', () => {
  expect(sanitizeUnitValue('0.0000001px')).toBe('1e-7px');
  expect(sanitizeUnitValue(sanitizeUnitValue('0.0000001px'))).toBe('1e-7px');
  expect(sanitizeUnitValue(sanitizeUnitValue('123456789012345678901234em'))).toBe('1.2345678901234569e+23em');
  // An exponent never eats a unit that starts with e.
  expect(sanitizeUnitValue('2em')).toBe('2em');
  expect(sanitizeUnitValue('3ex')).toBe('3ex');
});
