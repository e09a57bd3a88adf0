import { decideSticky, fixedTop, sameState, type StickyMeasure, type StickyState } from './sticky-decision';

const vh = 800;
const base: StickyMeasure = { position: 'top', top: 1000, height: 100, topOffset: 0, bottomOffset: 0, limitTop: null, limitBottom: null, visible: true };
const at = (scrollY: number) => ({ scrollY, viewportHeight: vh });
const over = (m: StickyMeasure, positions: number[]) => positions.map((y) => decideSticky(m, at(y)));

describe('top', () => {
  it('starts when the scroll position plus the top offset passes the module top, and ends when it reverses', () => {
    const m = { ...base, topOffset: 50 };
    expect(over(m, [0, 950, 951, 5000, 951, 950]).map((s) => s.kind)).toEqual(['none', 'none', 'sticky', 'sticky', 'sticky', 'none']);
  });

  it('pauses at the bottom limit edge and resumes when scrolling back', () => {
    const m = { ...base, limitBottom: 1600 };
    expect(over(m, [999, 1001, 1499, 1500, 1800, 1499, 900])).toEqual([
      { kind: 'none' },
      { kind: 'sticky', side: 'top' },
      { kind: 'sticky', side: 'top' },
      { kind: 'paused', side: 'top', top: 1500 },
      { kind: 'paused', side: 'top', top: 1500 },
      { kind: 'sticky', side: 'top' },
      { kind: 'none' },
    ]);
  });

  it('never starts in a container with no room to travel', () => {
    expect(decideSticky({ ...base, limitBottom: 1100 }, at(1050)).kind).toBe('none');
  });

  it('never starts while hidden', () => {
    expect(decideSticky({ ...base, visible: false }, at(5000)).kind).toBe('none');
    expect(decideSticky({ ...base, height: 0 }, at(5000)).kind).toBe('none');
  });
});

describe('bottom', () => {
  const m: StickyMeasure = { ...base, position: 'bottom', top: 2000, bottomOffset: 20 };
  it('is sticky while the viewport bottom minus the offset is above the module bottom', () => {
    // module bottom 2100; viewport bottom - 20 = scrollY + 780.
    expect(over(m, [0, 1319, 1320, 1400]).map((s) => s.kind)).toEqual(['sticky', 'sticky', 'none', 'none']);
  });

  it('pauses at the top limit edge', () => {
    const limited = { ...m, limitTop: 1500 };
    // rest when scrollY + 780 - 100 <= 1500, i.e. scrollY <= 820.
    expect(over(limited, [0, 820, 821, 1319])).toEqual([
      { kind: 'paused', side: 'bottom', top: 1500 },
      { kind: 'paused', side: 'bottom', top: 1500 },
      { kind: 'sticky', side: 'bottom' },
      { kind: 'sticky', side: 'bottom' },
    ]);
  });
});

describe('top_bottom', () => {
  it('takes the side the module left the viewport by', () => {
    const m: StickyMeasure = { ...base, position: 'top_bottom', top: 1000 };
    expect(over(m, [0, 200, 500, 1001]).map((s) => (s.kind === 'none' ? 'none' : s.side))).toEqual(['bottom', 'bottom', 'none', 'top']);
  });
});

describe('fixedTop', () => {
  it('is the top offset when stuck to the top, the bottom edge minus offset and height at the bottom, and follows the scroll when paused', () => {
    const m = { ...base, topOffset: 30, bottomOffset: 10 };
    expect(fixedTop({ kind: 'sticky', side: 'top' }, m, at(2000))).toBe(30);
    expect(fixedTop({ kind: 'sticky', side: 'bottom' }, m, at(0))).toBe(690);
    expect(fixedTop({ kind: 'paused', side: 'top', top: 1500 }, m, at(1600))).toBe(-100);
    expect(fixedTop({ kind: 'none' }, m, at(0))).toBeNull();
  });
});

describe('sameState', () => {
  const states: StickyState[] = [{ kind: 'none' }, { kind: 'sticky', side: 'top' }, { kind: 'sticky', side: 'bottom' }, { kind: 'paused', side: 'top', top: 1 }, { kind: 'paused', side: 'top', top: 2 }];
  it('tells states apart by kind, side and resting place', () => {
    states.forEach((a, i) => states.forEach((b, j) => expect(sameState(a, b)).toBe(i === j)));
  });
});
