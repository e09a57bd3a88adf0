import { shouldStack, tabForKey, tabIndexFromParam } from './tabs-core';

test('tabs stack below 768 px or in a narrow column', () => {
  expect(shouldStack(767, [])).toBe(true);
  expect(shouldStack(768, [])).toBe(false);
  expect(shouldStack(1280, ['et_pb_column', 'et_pb_column_1_3'])).toBe(true);
  expect(shouldStack(1280, ['et_pb_column_1_2'])).toBe(false);
});

test('arrow keys wrap, Home and End jump; up and down only when stacked', () => {
  expect(tabForKey('ArrowRight', 2, 3, false)).toBe(0);
  expect(tabForKey('ArrowLeft', 0, 3, false)).toBe(2);
  expect(tabForKey('Home', 2, 3, false)).toBe(0);
  expect(tabForKey('End', 0, 3, false)).toBe(2);
  expect(tabForKey('ArrowDown', 0, 3, false)).toBeNull();
  expect(tabForKey('ArrowDown', 0, 3, true)).toBe(1);
  expect(tabForKey('a', 0, 3, false)).toBeNull();
});

test('a hash param names a tab only as a whole index in range', () => {
  expect(tabIndexFromParam('1', 3)).toBe(1);
  expect(['3', '-1', '1x', '', undefined].map((p) => tabIndexFromParam(p, 3))).toEqual([null, null, null, null, null]);
});
