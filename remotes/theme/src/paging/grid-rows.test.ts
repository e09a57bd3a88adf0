import { rowMarks } from './grid-rows';

test('rows are read from top offsets', () => {
  expect(rowMarks([0, 0, 0, 200, 200])).toEqual([
    { first: true, last: false, onLastRow: false },
    { first: false, last: false, onLastRow: false },
    { first: false, last: true, onLastRow: false },
    { first: true, last: false, onLastRow: true },
    { first: false, last: true, onLastRow: true },
  ]);
  expect(rowMarks([10])).toEqual([{ first: true, last: true, onLastRow: true }]);
  expect(rowMarks([])).toEqual([]);
});
