import { backingSize, padSize, scalePointGroups } from './signature-geometry';

describe('padSize', () => {
  test('keeps the settings\' size where it fits', () => {
    expect(padSize({ width: 300, height: 100 }, 600)).toEqual({ width: 300, height: 100 });
  });
  test('shrinks to the space with its proportions (a phone)', () => {
    expect(padSize({ width: 600, height: 200 }, 342)).toEqual({ width: 342, height: 114 });
    expect(padSize({ width: 300, height: 100 }, 150.7)).toEqual({ width: 150, height: 50 });
  });
  test('an unmeasured space (0, hidden) keeps the settings\' size', () => {
    expect(padSize({ width: 300, height: 100 }, 0)).toEqual({ width: 300, height: 100 });
  });
});

test('backingSize multiplies by the pixel ratio, capped at 3 and defaulting to 1', () => {
  expect(backingSize({ width: 300, height: 100 }, 2)).toEqual({ width: 600, height: 200 });
  expect(backingSize({ width: 300, height: 100 }, 5)).toEqual({ width: 900, height: 300 });
  expect(backingSize({ width: 300, height: 100 }, Number.NaN)).toEqual({ width: 300, height: 100 });
});

describe('scalePointGroups', () => {
  const groups = [{ penColor: 'red', points: [{ x: 30, y: 10, time: 1, pressure: 0.5 }, { x: 300, y: 100, time: 2, pressure: 0.5 }] }];
  test('scales every point to the new size and keeps the rest', () => {
    expect(scalePointGroups(groups, { width: 300, height: 100 }, { width: 150, height: 50 })).toEqual([
      { penColor: 'red', points: [{ x: 15, y: 5, time: 1, pressure: 0.5 }, { x: 150, y: 50, time: 2, pressure: 0.5 }] },
    ]);
  });
  test('a round trip returns the drawing (resize, then back: orientation change)', () => {
    const small = scalePointGroups(groups, { width: 300, height: 100 }, { width: 200, height: 80 });
    expect(scalePointGroups(small, { width: 200, height: 80 }, { width: 300, height: 100 })[0]!.points.map((p) => [Math.round(p.x), Math.round(p.y)])).toEqual([[30, 10], [300, 100]]);
  });
  test('does not touch the input', () => {
    scalePointGroups(groups, { width: 300, height: 100 }, { width: 1, height: 1 });
    expect(groups[0]!.points[0]!.x).toBe(30);
  });
});
