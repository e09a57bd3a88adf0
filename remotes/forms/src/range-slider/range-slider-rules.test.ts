import { labelForValue, parseSliderLabels, sliderStyle, trackFraction, valueForLabel } from './range-slider-rules';

test('the add-on style numbers map to the three looks; anything else is the plain one', () => {
  expect(['0', '1', '2', '3', null, '9', ' 2'].map(sliderStyle)).toEqual(['plain', 'plain', 'bubble', 'labelled', 'plain', 'plain', 'plain']);
});

test('the handle position is the value along the track, clamped', () => {
  expect(trackFraction(1, 1, 12)).toBe(0);
  expect(trackFraction(12, 1, 12)).toBe(1);
  expect(trackFraction(6.5, 1, 12)).toBeCloseTo(0.5);
  expect(trackFraction(40, 1, 12)).toBe(1);
  expect(trackFraction(-3, 1, 12)).toBe(0);
  expect(trackFraction(5, 5, 5)).toBe(0);
  expect(trackFraction(Number.NaN, 0, 10)).toBe(0);
});

test('labels come from a |-separated attribute, blanks dropped, at most 11', () => {
  expect(parseSliderLabels('Novice| Some |Skilled||Expert')).toEqual(['Novice', 'Some', 'Skilled', 'Expert']);
  expect(parseSliderLabels(null)).toEqual([]);
  expect(parseSliderLabels(Array.from({ length: 15 }, (_, i) => `L${i}`).join('|'))).toHaveLength(11);
});

test('a label names the value only when there is one label per step', () => {
  const labels = ['Novice', 'Some', 'Skilled', 'Expert'];
  expect(labelForValue(1, 1, 4, 1, labels)).toBe('Novice');
  expect(labelForValue(3, 1, 4, 1, labels)).toBe('Skilled');
  expect(labelForValue(4, 1, 4, 1, labels)).toBe('Expert');
  // 0..10 has eleven steps: four labels are only marks along the track.
  expect(labelForValue(5, 0, 10, 1, labels)).toBeNull();
  expect(labelForValue(20, 0, 30, 10, labels)).toBe('Skilled');
  expect(labelForValue(1, 1, 4, 0, labels)).toBeNull();
});

test('a label stands for an evenly spread value snapped to the step', () => {
  expect([0, 1, 2, 3].map((i) => valueForLabel(i, 4, 1, 4, 1))).toEqual([1, 2, 3, 4]);
  expect([0, 1, 2].map((i) => valueForLabel(i, 3, 0, 10, 1))).toEqual([0, 5, 10]);
  expect([0, 1, 2, 3].map((i) => valueForLabel(i, 4, 0, 10, 1))).toEqual([0, 3, 7, 10]);
  expect(valueForLabel(1, 3, 0, 1, 0.1)).toBe(0.5);
});
