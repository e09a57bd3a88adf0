import { scrollTopState } from './scroll-top-core';

test('shows after 800 px, hides on the way back, and has no state before it was ever shown', () => {
  expect(scrollTopState(800, false)).toBe('initial');
  expect(scrollTopState(801, false)).toBe('visible');
  expect(scrollTopState(120, true)).toBe('hidden');
});
