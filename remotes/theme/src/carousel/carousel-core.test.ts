import { groupCount, inGroup, parseColumns, targetGroup } from './carousel-core';

test('items fall into groups of `columns`, the last one possibly short', () => {
  expect(groupCount(7, 3)).toBe(3);
  expect(groupCount(0, 3)).toBe(0);
  expect(groupCount(5, 0)).toBe(5);
  expect([0, 1, 2, 3, 6].map((i) => inGroup(i, 1, 3))).toEqual([false, false, false, true, false]);
});

test('moving wraps at both ends', () => {
  expect(targetGroup(2, 3, 'next')).toBe(0);
  expect(targetGroup(0, 3, 'previous')).toBe(2);
});

test('columns from markup must be a sane whole number', () => {
  expect(parseColumns('4')).toBe(4);
  expect(['0', '-1', 'x', '2.5', '99', null].map(parseColumns)).toEqual([null, null, null, null, null, null]);
});
