import fc from 'fast-check';
import { decideSticky, fixedTop, sameState, type StickyMeasure } from './sticky-decision';
import { isQuiet, quietRange } from './sticky-quiet-range';

const base: StickyMeasure = { position: 'top', top: 1000, height: 100, topOffset: 0, bottomOffset: 0, limitTop: null, limitBottom: null, visible: true };
const at = (scrollY: number, viewportHeight = 800) => ({ scrollY, viewportHeight });
/** A module kept fixed while paused (`restsInPage` false), unless told. */
const rangeAt = (m: StickyMeasure, y: number, vh = 800, restsInPage = false) => quietRange(m, decideSticky(m, at(y, vh)), at(y, vh), restsInPage);

describe('quietRange', () => {
  it('spans from one threshold to the next around the scroll position', () => {
    const m = { ...base, topOffset: 50, limitBottom: 1600 };
    // Sticky from 950, paused from 1450.
    expect(rangeAt(m, 0)).toEqual({ lo: -Infinity, hi: 949.5 });
    expect(rangeAt(m, 1200)).toEqual({ lo: 950.5, hi: 1449.5 });
  });

  it('is never quiet at a threshold, or while a paused module kept fixed is in view', () => {
    const m = { ...base, limitBottom: 1600 };
    expect(rangeAt(m, 1000)).toEqual({ lo: 0, hi: 0 });
    // Paused at document top 1500: in view for scroll positions 700..1600.
    expect(isQuiet(rangeAt(m, 1550), 1551)).toBe(false);
    expect(rangeAt(m, 2000)).toEqual({ lo: 1600.5, hi: Infinity });
  });

  it('is quiet from its pause on for a paused module resting in the page: the page scrolls it, no frame moves it', () => {
    const m = { ...base, limitBottom: 1600 };
    // Paused from 1500 on, in view or not.
    expect(rangeAt(m, 1550, 800, true)).toEqual({ lo: 1500.5, hi: Infinity });
    expect(rangeAt(m, 2000, 800, true)).toEqual({ lo: 1500.5, hi: Infinity });
  });

  it('is quiet everywhere for a hidden module', () => {
    expect(rangeAt({ ...base, visible: false }, 5000)).toEqual({ lo: -Infinity, hi: Infinity });
  });

  it('keeps the decision, and a paused module kept fixed out of view, anywhere inside it (property)', () => {
    const px = fc.integer({ min: -3000, max: 6000 });
    const measure = fc.record({
      position: fc.constantFrom('top' as const, 'bottom' as const, 'top_bottom' as const),
      top: px,
      height: fc.integer({ min: 0, max: 800 }),
      topOffset: fc.integer({ min: 0, max: 300 }),
      bottomOffset: fc.integer({ min: 0, max: 300 }),
      limitTop: fc.option(px),
      limitBottom: fc.option(px),
      visible: fc.boolean(),
    });
    const scroll = fc.double({ min: -3000, max: 9000, noNaN: true });
    fc.assert(
      fc.property(measure, scroll, scroll, fc.integer({ min: 200, max: 1200 }), fc.boolean(), (m, y, other, vh, restsInPage) => {
        const state = decideSticky(m, at(y, vh));
        const range = quietRange(m, state, at(y, vh), restsInPage);
        if (!isQuiet(range, other)) return true;
        const later = decideSticky(m, at(other, vh));
        if (!sameState(state, later)) return false;
        // Resting in the page, a paused module is placed by its state (its resting top) alone.
        if (later.kind === 'paused' && restsInPage) return true;
        if (later.kind !== 'paused') return fixedTop(later, m, at(other, vh)) === fixedTop(state, m, at(y, vh));
        const top = fixedTop(later, m, at(other, vh))!;
        return top + m.height < 0 || top > vh;
      }),
      { numRuns: 5000 },
    );
  });
});
