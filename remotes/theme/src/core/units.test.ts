import fc from 'fast-check';
import { ALLOWED_UNITS, sanitizeUnitValue } from './units';

describe('sanitizeUnitValue', () => {
  it('keeps allowed units and falls back to px for unknown or missing ones', () => {
    expect(sanitizeUnitValue('12px')).toBe('12px');
    expect(sanitizeUnitValue(' 1.5rem ')).toBe('1.5rem');
    expect(sanitizeUnitValue('50%')).toBe('50%');
    expect(sanitizeUnitValue('10vmin')).toBe('10vmin');
    expect(sanitizeUnitValue('10furlongs')).toBe('10px');
    expect(sanitizeUnitValue('10')).toBe('10px');
    expect(sanitizeUnitValue('10', { defaultUnit: 'em' })).toBe('10em');
  });

  it('preserves a trailing !important', () => {
    expect(sanitizeUnitValue('4em!important')).toBe('4em !important');
    expect(sanitizeUnitValue('4em !IMPORTANT')).toBe('4em !important');
  });

  it('turns non-numeric values, including injections, into an empty string', () => {
    expect(sanitizeUnitValue('auto')).toBe('');
    expect(sanitizeUnitValue('')).toBe('');
    expect(sanitizeUnitValue('1px; background:url(x)')).toBe('');
    expect(sanitizeUnitValue('expression(alert(1))')).toBe('');
  });

  it('clamps rotations: ±359 for rotate, ±180 for skew', () => {
    expect(sanitizeUnitValue('400deg', { rotation: 'rotate' })).toBe('359deg');
    expect(sanitizeUnitValue('-720', { rotation: 'rotate' })).toBe('-359deg');
    expect(sanitizeUnitValue('200deg', { rotation: 'skew' })).toBe('180deg');
    expect(sanitizeUnitValue('45', { rotation: 'skew' })).toBe('45deg');
  });
});

describe('sanitizeUnitValue (properties)', () => {
  const units = fc.constantFrom(...ALLOWED_UNITS, '', 'xyz', 'PX', 'Em');
  const number = fc.oneof(fc.integer({ min: -100_000, max: 100_000 }), fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }));

  it('yields an empty string or one number with one allowed unit and an optional !important, whatever the input', () => {
    const css = new RegExp(`^[+-]?[\\d.]+(?:e[+-]?\\d+)?(?:${ALLOWED_UNITS.join('|')})(?: !important)?$`);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.tuple(number, units, fc.constantFrom('', ' !important', ';}', ')')).map(([n, u, tail]) => `${n}${u}${tail}`)), (input) => {
        const out = sanitizeUnitValue(input);
        return out === '' || css.test(out);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the value of a plain number with an allowed unit, and clamps rotations to ±359 degrees', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), fc.constantFrom(...ALLOWED_UNITS), (n, unit) => {
        const rotation = sanitizeUnitValue(`${n}${unit}`, { rotation: 'rotate' });
        return sanitizeUnitValue(`${n}${unit}`) === `${n}${unit}` && rotation === `${Math.max(-359, Math.min(359, n))}deg`;
      }),
      { numRuns: 1000 },
    );
  });
});
