import fc from 'fast-check';
import type { EffectKind } from '@cms-mf/shared-contracts/settings';
import { EFFECT_UNITS, neutralEffectValue, parseEffectValue, splitImportant } from './effect-value';

describe('parseEffectValue', () => {
  it('clamps percent effects (opacity, scale) to 0..100 and rounds them', () => {
    expect(parseEffectValue('opacity', '120')).toEqual({ value: 100, unit: 'px', important: false });
    expect(parseEffectValue('opacity', '-5')?.value).toBe(0);
    expect(parseEffectValue('scale', '49.6')?.value).toBe(50);
  });

  it('keeps the sign of translate and rotate values, with two decimals (contradiction 1)', () => {
    expect(parseEffectValue('translateY', '-4')?.value).toBe(-4);
    expect(parseEffectValue('translateX', '1.256')?.value).toBe(1.26);
    expect(parseEffectValue('rotate', '-90.5')?.value).toBe(-90.5);
  });

  it('reads blur as a non-negative number with a unit, px by default', () => {
    expect(parseEffectValue('blur', '3em')).toEqual({ value: 3, unit: 'em', important: false });
    expect(parseEffectValue('blur', '2')).toEqual({ value: 2, unit: 'px', important: false });
    expect(parseEffectValue('blur', '4vh')?.unit).toBe('px');
    expect(parseEffectValue('blur', '-2rem')).toEqual({ value: 0, unit: 'rem', important: false });
  });

  it('keeps a trailing !important apart', () => {
    expect(parseEffectValue('blur', '5pt !important')).toEqual({ value: 5, unit: 'pt', important: true });
    expect(splitImportant(' 3px!important ')).toEqual({ rest: '3px', important: true });
  });

  it('returns null for a non-numeric value', () => {
    expect(parseEffectValue('opacity', 'abc')).toBeNull();
    expect(parseEffectValue('opacity', '')).toBeNull();
    expect(parseEffectValue('opacity', undefined)).toBeNull();
  });

  it('takes numbers as PHP prints them', () => {
    expect(parseEffectValue('opacity', 50)?.value).toBe(50);
  });

  it('neutral values change nothing', () => {
    expect(neutralEffectValue('opacity')).toBe(100);
    expect(neutralEffectValue('scale')).toBe(100);
    expect(neutralEffectValue('blur')).toBe(0);
    expect(neutralEffectValue('translateY')).toBe(0);
  });

  const kinds = fc.constantFrom<EffectKind>('blur', 'opacity', 'rotate', 'scale', 'translateX', 'translateY');

  it('never throws and always yields a bounded number in an allowed unit (property)', () => {
    fc.assert(
      fc.property(kinds, fc.oneof(fc.string(), fc.double().map(String), fc.tuple(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), fc.constantFrom('', 'px', 'em', 'cm', 'vh', '%', 'rem', 'zz'), fc.boolean()).map(([n, u, imp]) => `${n}${u}${imp ? ' !important' : ''}`)), (kind, input) => {
        const parsed = parseEffectValue(kind, input);
        if (parsed === null) return true;
        if (!Number.isFinite(parsed.value)) return false;
        if (!(EFFECT_UNITS as readonly string[]).includes(parsed.unit)) return false;
        if (kind === 'opacity' || kind === 'scale') return parsed.value >= 0 && parsed.value <= 100 && Number.isInteger(parsed.value);
        if (kind === 'blur') return parsed.value >= 0;
        // Two decimals at most: printing with two changes nothing (float products like v × 100 are not exact).
        return Math.abs(parsed.value) >= 1e15 || Number(parsed.value.toFixed(2)) === parsed.value;
      }),
      { numRuns: 2000 },
    );
  });

  it('reads back what it was given for plain numbers in range (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.constantFrom(...EFFECT_UNITS), (n, unit) => {
        const blur = parseEffectValue('blur', `${n}${unit}`);
        const move = parseEffectValue('translateY', `${n}`);
        return blur?.unit === unit && blur.value === Math.max(0, n) && move?.value === n;
      }),
      { numRuns: 1000 },
    );
  });
});
