import { ratingAfterKey, ratingMessage, toRating } from './rating-rules';

describe('ratingMessage (style 3)', () => {
  test.each([
    [1, 'Very Bad!'],
    [2, 'Bad!'],
    [3, 'Okay'],
    [4, 'Good!'],
    [5, 'Excellent!'],
  ])('%i reads %s', (value, message) => expect(ratingMessage(value)).toBe(message));

  test.each([0, 6, -1, 2.5, Number.NaN])('%p asks for a rating only when prompted', (value) => {
    expect(ratingMessage(value, true)).toBe('Please provide a rating.');
    expect(ratingMessage(value)).toBe('');
  });
});

describe('toRating', () => {
  test('reads 1..5 from text and numbers, and nothing else', () => {
    expect(['1', '5', 3].map(toRating)).toEqual([1, 5, 3]);
    expect(['', '0', '6', 'x', '2.5', null, undefined].map(toRating)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('ratingAfterKey', () => {
  test('arrows step and wrap around', () => {
    expect(ratingAfterKey('ArrowRight', 2, 2)).toBe(3);
    expect(ratingAfterKey('ArrowUp', 5, 5)).toBe(1);
    expect(ratingAfterKey('ArrowLeft', 2, 2)).toBe(1);
    expect(ratingAfterKey('ArrowDown', 1, 1)).toBe(5);
  });
  test('with no rating yet, an arrow starts from the focused star or the ends', () => {
    expect(ratingAfterKey('ArrowRight', 0, 0)).toBe(1);
    expect(ratingAfterKey('ArrowLeft', 0, 0)).toBe(5);
    expect(ratingAfterKey('ArrowRight', 0, 3)).toBe(4);
  });
  test('Home and End jump to 1 and 5', () => {
    expect(ratingAfterKey('Home', 4, 4)).toBe(1);
    expect(ratingAfterKey('End', 1, 1)).toBe(5);
  });
  test('Space and Enter choose the focused star; other keys do nothing', () => {
    expect(ratingAfterKey(' ', 0, 4)).toBe(4);
    expect(ratingAfterKey('Enter', 2, 3)).toBe(3);
    expect(ratingAfterKey('Tab', 2, 2)).toBeNull();
    expect(ratingAfterKey('a', 2, 2)).toBeNull();
  });
});
