import { filterChoices, flagOf, foldText, moveActive } from './listbox-core';

const countries = [
  { value: 'AX', label: 'Åland Islands', detail: '+358' },
  { value: 'CI', label: "Côte d'Ivoire", detail: '+225' },
  { value: 'GB', label: 'United Kingdom', detail: '+44' },
  { value: 'US', label: 'United States', detail: '+1' },
  { value: 'UM', label: 'U.S. Outlying Islands', detail: '+1' },
  { value: 'IM', label: 'Isle of Man', detail: '+44' },
];
const values = (query: string) => filterChoices(countries, query).map((choice) => choice.value);

test('finds countries by the start of their name or of a word, without accents or case', () => {
  expect(values('')).toEqual(['AX', 'CI', 'GB', 'US', 'UM', 'IM']);
  expect(values('united')).toEqual(['GB', 'US']);
  expect(values('kingdom')).toEqual(['GB']);
  expect(values('aland')).toEqual(['AX']);
  expect(values('cote')).toEqual(['CI']);
  expect(values('ivoire')).toEqual(['CI']);
  expect(values('islands')).toEqual(['AX', 'UM']);
  expect(values('zz')).toEqual([]);
  expect(foldText('Åland')).toBe('aland');
});

test('finds countries by code and by calling code, names first', () => {
  expect(values('gb')).toEqual(['GB']);
  expect(values('+44')).toEqual(['GB', 'IM']);
  expect(values('44')).toEqual(['GB', 'IM']);
  expect(values('+1')).toEqual(['US', 'UM']);
  expect(values('i')).toEqual(['IM', 'AX', 'CI', 'UM']);
});

test('moves the active option with arrows, pages, Home and End, without wrapping', () => {
  expect(moveActive(-1, 'ArrowDown', 5)).toBe(0);
  expect(moveActive(-1, 'ArrowUp', 5)).toBe(4);
  expect(moveActive(4, 'ArrowDown', 5)).toBe(4);
  expect(moveActive(0, 'ArrowUp', 5)).toBe(0);
  expect(moveActive(2, 'PageDown', 30)).toBe(12);
  expect(moveActive(25, 'PageDown', 30)).toBe(29);
  expect(moveActive(5, 'PageUp', 30)).toBe(0);
  expect(moveActive(7, 'Home', 30)).toBe(0);
  expect(moveActive(7, 'End', 30)).toBe(29);
  expect(moveActive(3, 'ArrowDown', 0)).toBe(-1);
});

test('draws flags from regional indicators', () => {
  expect(flagOf('GB')).toBe('🇬🇧');
  expect(flagOf('gb')).toBe('');
});
