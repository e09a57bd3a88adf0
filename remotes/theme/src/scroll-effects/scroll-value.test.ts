import fc from 'fast-check';
import { clampLimits, DEFAULT_LIMITS, parseScrollEffectValue } from './scroll-value';

describe('parseScrollEffectValue', () => {
  it('reads the seven parts', () => {
    expect(parseScrollEffectValue('10|40|60|90|0|100|0')).toEqual({ limits: { start: 10, midStart: 40, midEnd: 60, end: 90 }, startValue: '0', midValue: '100', endValue: '0' });
  });

  it('defaults to 0, 50, 50, 100 and three empty values', () => {
    expect(parseScrollEffectValue('')).toEqual({ limits: DEFAULT_LIMITS, startValue: '', midValue: '', endValue: '' });
    expect(parseScrollEffectValue(undefined).limits).toEqual(DEFAULT_LIMITS);
  });

  it('ignores a non-numeric limit (its default stands) and keeps the values raw', () => {
    expect(parseScrollEffectValue('abc|40|x|90|4px|0|-4 !important')).toEqual({ limits: { start: 0, midStart: 40, midEnd: 50, end: 90 }, startValue: '4px', midValue: '0', endValue: '-4 !important' });
  });

  it('clamps start to at least 0 and end to at most 100', () => {
    expect(clampLimits([-20, 50, 50, 140])).toEqual({ start: 0, midStart: 50, midEnd: 50, end: 100 });
  });

  it('clamps the middles to their neighbours', () => {
    expect(clampLimits([30, 10, 95, 80])).toEqual({ start: 30, midStart: 30, midEnd: 80, end: 80 });
    expect(clampLimits([20, 70, 40, 90])).toEqual({ start: 20, midStart: 70, midEnd: 70, end: 90 });
    expect(clampLimits([60, 50, 50, 40])).toEqual({ start: 60, midStart: 60, midEnd: 60, end: 60 });
  });

  it('always yields ordered limits within 0..100 (property)', () => {
    const part = fc.oneof(fc.double({ noNaN: false }), fc.integer({ min: -500, max: 500 }).map(String), fc.string({ maxLength: 6 }));
    fc.assert(
      fc.property(fc.tuple(part, part, part, part), (raw) => {
        const { start, midStart, midEnd, end } = clampLimits(raw);
        return 0 <= start && start <= midStart && midStart <= midEnd && midEnd <= end && end <= 100;
      }),
      { numRuns: 2000 },
    );
  });

  it('parses any bar-joined string without throwing and keeps numeric limits inside the range unchanged when ordered (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 4, maxLength: 4 }), fc.string(), (limits, tail) => {
        const sorted = [...limits].sort((a, b) => a - b);
        const parsed = parseScrollEffectValue(`${sorted.join('|')}|${tail}`);
        return parsed.limits.start === sorted[0] && parsed.limits.midStart === sorted[1] && parsed.limits.midEnd === sorted[2] && parsed.limits.end === sorted[3];
      }),
      { numRuns: 1000 },
    );
    fc.assert(fc.property(fc.string(), (input) => typeof parseScrollEffectValue(input).startValue === 'string'), { numRuns: 1000 });
  });
});
