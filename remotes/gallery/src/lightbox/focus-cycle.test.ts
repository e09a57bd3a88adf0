import { nextFocusIndex } from './focus-cycle';

describe('nextFocusIndex', () => {
  it('moves forward and wraps from the last control to the first', () => {
    expect(nextFocusIndex(3, 0, false)).toBe(1);
    expect(nextFocusIndex(3, 2, false)).toBe(0);
  });

  it('moves backward and wraps from the first control to the last', () => {
    expect(nextFocusIndex(3, 1, true)).toBe(0);
    expect(nextFocusIndex(3, 0, true)).toBe(2);
  });

  it('enters at the first (Tab) or last (Shift+Tab) control when focus is elsewhere', () => {
    expect(nextFocusIndex(3, -1, false)).toBe(0);
    expect(nextFocusIndex(3, -1, true)).toBe(2);
    expect(nextFocusIndex(3, 7, false)).toBe(0);
  });

  it('stays on a single control and gives -1 without controls', () => {
    expect(nextFocusIndex(1, 0, false)).toBe(0);
    expect(nextFocusIndex(1, 0, true)).toBe(0);
    expect(nextFocusIndex(0, -1, false)).toBe(-1);
  });
});
