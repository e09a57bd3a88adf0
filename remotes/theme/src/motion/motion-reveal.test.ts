/** @jest-environment jsdom */
import { BEFORE_SCROLL_ANIMATION_CLASS, HAD_ANIMATION_CLASS, hideUntilReady } from './motion-reveal';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const element = (className: string) => {
  const el = document.createElement('div');
  el.className = className;
  return el;
};

test('motion elements are hidden at once and shown 200 ms later, without their entrance-animation classes, marked as having had it (theme-frontend.md §4)', () => {
  const el = element('et_pb_text et_animated et_is_animating infinite');
  hideUntilReady([el], new AbortController().signal);
  expect(el.classList.contains(BEFORE_SCROLL_ANIMATION_CLASS)).toBe(true);
  jest.advanceTimersByTime(199);
  expect(el.classList.contains(BEFORE_SCROLL_ANIMATION_CLASS)).toBe(true);
  jest.advanceTimersByTime(1);
  expect(el.className).toBe(`et_pb_text ${HAD_ANIMATION_CLASS}`);
});

test('an unmount before the delay shows them at once and leaves no timer', () => {
  const el = element('et_pb_text');
  const mount = new AbortController();
  hideUntilReady([el], mount.signal);
  mount.abort();
  expect(el.classList.contains(BEFORE_SCROLL_ANIMATION_CLASS)).toBe(false);
  expect(jest.getTimerCount()).toBe(0);
});
