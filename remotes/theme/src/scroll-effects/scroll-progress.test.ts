import { effectAt, viewportPosition } from './scroll-progress';
import { DEFAULT_LIMITS } from './scroll-value';

const vh = 1000;
const at = (top: number, height = 100) => ({ top, height, viewportHeight: vh });

describe('viewportPosition', () => {
  it('is 0 with the middle at the viewport bottom and 100 at the top', () => {
    expect(viewportPosition(at(950))).toBe(0);
    expect(viewportPosition(at(-50))).toBe(100);
    expect(viewportPosition(at(450))).toBe(50);
  });

  it('follows the top or bottom edge for those triggers', () => {
    expect(viewportPosition(at(1000), 'top')).toBe(0);
    expect(viewportPosition(at(900), 'bottom')).toBe(0);
  });

  it('is 0 in a zero-height viewport', () => {
    expect(viewportPosition({ top: 0, height: 10, viewportHeight: 0 })).toBe(0);
  });
});

describe('effectAt', () => {
  const stops = { start: 0, mid: 100, end: 0 };
  it('holds the start value below start and the end value above end', () => {
    const limits = { start: 10, midStart: 40, midEnd: 60, end: 90 };
    expect(effectAt(limits, stops, at(1200))).toBe(0);
    expect(effectAt(limits, stops, at(-400))).toBe(0);
  });

  it('rises to the middle value, holds it, then moves to the end value', () => {
    const limits = { start: 0, midStart: 50, midEnd: 50, end: 100 };
    expect(effectAt(limits, stops, at(700))).toBeCloseTo(50); // position 25
    expect(effectAt(limits, stops, at(450))).toBe(100); // position 50
    expect(effectAt(limits, stops, at(200))).toBeCloseTo(50); // position 75
  });

  it('holds the middle between midStart and midEnd', () => {
    const limits = { start: 0, midStart: 30, midEnd: 70, end: 100 };
    expect(effectAt(limits, stops, at(450))).toBe(100);
  });

  it('places each half by its own trigger', () => {
    const limits = DEFAULT_LIMITS;
    // Element top at the viewport bottom: with the top as start trigger it has just entered (0).
    expect(effectAt(limits, { start: 0, mid: 100, end: 0 }, at(1000, 400), { start: 'top' })).toBe(0);
    // The same element with the bottom as start trigger is not in yet.
    expect(effectAt(limits, { start: 20, mid: 100, end: 0 }, at(1000, 400), { start: 'bottom' })).toBe(20);
  });
});
