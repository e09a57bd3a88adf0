import { swipeDirection } from './swipe';

test('a mostly horizontal move of 40 px or more is a swipe', () => {
  expect(swipeDirection(-60, 10)).toBe('next');
  expect(swipeDirection(80, -20)).toBe('previous');
  expect(swipeDirection(-30, 0)).toBeNull();
  expect(swipeDirection(-60, 70)).toBeNull();
});
