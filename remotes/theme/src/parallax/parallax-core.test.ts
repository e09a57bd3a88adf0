import { PARALLAX_FACTOR, parallaxHeight, parallaxOffset } from './parallax-core';

describe('parallax', () => {
  const vh = 800;
  const h = 400;
  const top = 2000;
  it('moves at 0.3 of the scroll while the section crosses the viewport', () => {
    expect(parallaxOffset(top - vh, top, h, vh)).toBe(-PARALLAX_FACTOR * (vh + h));
    expect(parallaxOffset(top - vh + 100, top, h, vh) - parallaxOffset(top - vh, top, h, vh)).toBeCloseTo(30);
    expect(parallaxOffset(top + h, top, h, vh)).toBe(0);
  });

  it('holds still outside that range', () => {
    expect(parallaxOffset(0, top, h, vh)).toBe(parallaxOffset(top - vh, top, h, vh));
    expect(parallaxOffset(9999, top, h, vh)).toBe(0);
  });

  it('is tall enough to cover the section at every offset', () => {
    const height = parallaxHeight(h, vh);
    for (let y = 0; y < 4000; y += 50) {
      const offset = parallaxOffset(y, top, h, vh);
      expect(offset).toBeLessThanOrEqual(0);
      expect(offset + height).toBeGreaterThanOrEqual(h);
    }
  });
});
