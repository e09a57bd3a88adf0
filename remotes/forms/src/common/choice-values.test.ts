import { CHOICE_SEPARATOR, splitChoices, toggleChoice } from './choice-values';

test('splitChoices reads the add-on\'s ", "-joined value', () => {
  expect(splitChoices('')).toEqual([]);
  expect(splitChoices('Sloop, Ketch,Sloop , ')).toEqual(['Sloop', 'Ketch']);
  expect(['A', 'B'].join(CHOICE_SEPARATOR)).toBe('A, B');
});

test('a single choice replaces; choosing it again keeps it', () => {
  expect(toggleChoice([], 'A', false)).toEqual(['A']);
  expect(toggleChoice(['A'], 'B', false)).toEqual(['B']);
  expect(toggleChoice(['A'], 'A', false)).toEqual(['A']);
});

test('a multiple choice toggles, keeping the order of choosing', () => {
  expect(toggleChoice(['A'], 'B', true)).toEqual(['A', 'B']);
  expect(toggleChoice(['A', 'B'], 'A', true)).toEqual(['B']);
});
