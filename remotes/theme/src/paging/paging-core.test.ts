import { clampPage, onPage, pageCount, pageFromParam, pagerWindow } from './paging-core';

test('pages of items', () => {
  expect(pageCount(9, 4)).toBe(3);
  expect(pageCount(0, 4)).toBe(1);
  expect(pageCount(9, 0)).toBe(1);
  expect([0, 3, 4, 8].map((i) => onPage(i, 2, 4))).toEqual([false, false, true, false]);
  expect(onPage(8, 1, 0)).toBe(true);
});

test('pages are clamped into range', () => {
  expect(clampPage(0, 3)).toBe(1);
  expect(clampPage(9, 3)).toBe(3);
  expect(clampPage(Number.NaN, 3)).toBe(1);
  expect(clampPage(2.7, 3)).toBe(2);
});

test('the pager shows a window of about 5 page links', () => {
  expect(pagerWindow(1, 3)).toEqual([1, 2, 3]);
  expect(pagerWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
  expect(pagerWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
  expect(pagerWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
});

test('hash params are pages only as short whole numbers', () => {
  expect(pageFromParam('2')).toBe(2);
  expect([undefined, '', 'x', '-1', '1e3', '9999999'].map(pageFromParam)).toEqual([null, null, null, null, null, null]);
});
