import { type OffsetBox, stickyLayer, stickyZIndex, surroundingOffsets } from './sticky-offsets';

const box = (over: Partial<OffsetBox>): OffsetBox => ({ position: 'top', offsetSurrounding: true, top: 0, height: 50, left: 0, width: 500, ...over });

describe('surroundingOffsets', () => {
  it('adds the heights of top-sticky modules above that share the horizontal span', () => {
    const boxes = [box({ top: 0, height: 40 }), box({ top: 100, height: 30 }), box({ top: 200 }), box({ top: 50, left: 600 })];
    expect(surroundingOffsets(boxes).map((o) => o.top)).toEqual([0, 40, 70, 0]);
  });

  it('adds bottom-sticky modules below for the bottom side, and nothing with offsetSurrounding off', () => {
    const boxes = [box({ position: 'bottom', top: 900 }), box({ position: 'bottom', top: 1000, height: 60 }), box({ position: 'bottom', top: 800, offsetSurrounding: false })];
    expect(surroundingOffsets(boxes)).toEqual([{ top: 0, bottom: 60 }, { top: 0, bottom: 0 }, { top: 0, bottom: 0 }]);
  });
});

describe('z-index', () => {
  it('is 10010 in a theme-builder header, 9990 in a footer, else 10000', () => {
    expect(stickyZIndex(stickyLayer(true, false))).toBe(10010);
    expect(stickyZIndex(stickyLayer(false, true))).toBe(9990);
    expect(stickyZIndex(stickyLayer(false, false))).toBe(10000);
  });
});
