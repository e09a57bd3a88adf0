import { effectCss, percentToFactor, rotationDeg, translatePx } from './effect-style';

describe('effect mapping (§9)', () => {
  it('maps opacity and scale percentages to 0..1 with three decimals', () => {
    expect(percentToFactor(33.3333)).toBe(0.333);
    expect(percentToFactor(100)).toBe(1);
  });

  it('keeps three decimals of rotation and rounds translate ×100 to px', () => {
    expect(rotationDeg(12.34567)).toBe(12.346);
    expect(translatePx(-0.456)).toBe(-46);
    expect(translatePx(-0.001)).toBe(0);
  });

  it('composes one transform after the builder transform, a blur filter and an opacity', () => {
    expect(effectCss({ translateY: { value: 1 }, rotate: { value: 45 }, scale: { value: 50 }, blur: { value: 2, unit: 'em' }, opacity: { value: 25 } }, 'skewX(5deg)')).toEqual({
      transform: 'skewX(5deg) translateY(100px) rotate(45deg) scale(0.5, 0.5)',
      filter: 'blur(2em)',
      opacity: '0.25',
    });
  });

  it('sets nothing for an empty frame', () => {
    expect(effectCss({})).toEqual({ transform: '', filter: '', opacity: '' });
  });
});
