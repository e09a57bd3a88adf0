import { isStarLit, ratingOptions, starLabel } from './rating-options';

test('keeps the options 1 to 5, lowest first, without the prompt or duplicates', () => {
  const options = [{ value: '', text: 'Rate…' }, { value: '5', text: 'Perfect' }, { value: '4', text: 'Good' }, { value: '3', text: 'Average' }, { value: '2', text: 'Not that bad' }, { value: '1', text: 'Very poor' }, { value: '6', text: 'x' }, { value: '4', text: 'again' }];
  expect(ratingOptions(options)).toEqual([
    { value: 1, text: 'Very poor' }, { value: 2, text: 'Not that bad' }, { value: 3, text: 'Average' }, { value: 4, text: 'Good' }, { value: 5, text: 'Perfect' },
  ]);
});

test('names each star with its count and words, and lights the stars up to the rating', () => {
  expect(starLabel({ value: 4, text: 'Good' })).toBe('4 of 5 stars, Good');
  expect(starLabel({ value: 2, text: '2' })).toBe('2 of 5 stars');
  expect([1, 2, 3, 4, 5].map((v) => isStarLit(v, 3))).toEqual([true, true, true, false, false]);
});
