/** @jest-environment jsdom */
import { installFakeFrames, type FakeFrames } from '../test-support/animation-frames';
import { stubResizeObserver } from '../test-support/observers';
import { testContext } from '../test-support/test-context';
import { SCROLL_LOCATION_DEBOUNCE_MS } from './sticky-constants';
import { HEIGHT_LOCK_CLASS, STUCK_ATTRIBUTE } from './sticky-elements';
import { stickyModule } from './sticky-module';

let frames: FakeFrames;
beforeAll(stubResizeObserver);
beforeEach(() => {
  jest.useFakeTimers();
  frames = installFakeFrames();
  document.body.className = 'et-fb';
  document.documentElement.className = 'et-fb-preview--desktop';
  document.body.innerHTML = '<div class="et_pb_section"><div class="et_pb_row"><div class="et_pb_column"><div class="et_pb_text_0">Bar</div></div></div></div>';
});
afterEach(() => {
  frames.restore();
  jest.useRealTimers();
  document.body.className = '';
  document.documentElement.className = '';
});

test("in the builder, a switch of where the preview scrolls measures the modules again once it has settled (2000 ms), not before", async () => {
  const ctx = { ...testContext({ et_pb_sticky_elements: { a: { id: 'a', selector: '.et_pb_text_0', position: 'top' } } }), builder: { active: true, type: 'fb' as const, previewMode: 'desktop' as const } };
  const bar = document.querySelector<HTMLElement>('.et_pb_text_0')!;
  const rect = jest.spyOn(bar, 'getBoundingClientRect');
  const unmount = stickyModule.mount(document.body, ctx);
  // The first measurements, and the watcher, which loads on its own (only in the builder).
  await new Promise(jest.requireActual('timers').setImmediate);
  for (let i = 0; i < 3; i++) {
    jest.advanceTimersByTime(600);
    frames.flush();
  }
  const measured = rect.mock.calls.length;
  expect(measured).toBeGreaterThan(0);
  document.documentElement.className = 'et-fb-preview--phone';
  await new Promise(jest.requireActual('timers').setImmediate);
  jest.advanceTimersByTime(SCROLL_LOCATION_DEBOUNCE_MS - 1);
  frames.flush();
  expect(rect).toHaveBeenCalledTimes(measured);
  jest.advanceTimersByTime(1);
  frames.flush();
  expect(rect.mock.calls.length).toBeGreaterThan(measured);
  (unmount as () => void)();
});

test('a window resize measures the modules again 50 ms after the last resize, not before (theme-frontend.md §9)', async () => {
  document.body.className = '';
  document.documentElement.className = '';
  const ctx = testContext({ et_pb_sticky_elements: { a: { id: 'a', selector: '.et_pb_text_0', position: 'top' } } });
  const bar = document.querySelector<HTMLElement>('.et_pb_text_0')!;
  const rect = jest.spyOn(bar, 'getBoundingClientRect');
  const unmount = stickyModule.mount(document.body, ctx);
  await new Promise(jest.requireActual('timers').setImmediate);
  frames.flush();
  const measured = rect.mock.calls.length;
  expect(measured).toBeGreaterThan(0);
  window.dispatchEvent(new Event('resize'));
  jest.advanceTimersByTime(30);
  window.dispatchEvent(new Event('resize'));
  jest.advanceTimersByTime(49);
  frames.flush();
  expect(rect).toHaveBeenCalledTimes(measured);
  jest.advanceTimersByTime(1);
  frames.flush();
  expect(rect.mock.calls.length).toBeGreaterThan(measured);
  (unmount as () => void)();
});

test('a start locks the parent\'s height and holds transitions until the style finalisation 50 ms later', async () => {
  document.body.className = '';
  document.documentElement.className = '';
  const ctx = testContext({ et_pb_sticky_elements: { a: { id: 'a', selector: '.et_pb_text_0', position: 'top', topOffset: '10px', transition: 'off' } } });
  const bar = document.querySelector<HTMLElement>('.et_pb_text_0')!;
  const column = bar.parentElement!;
  jest.spyOn(bar, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 100, 40)] as unknown as DOMRectList);
  Object.defineProperty(bar, 'offsetHeight', { configurable: true, get: () => 40 });
  const unmount = stickyModule.mount(document.body, ctx);
  await new Promise(jest.requireActual('timers').setImmediate);
  // jsdom lays nothing out: a shown module at 0 with a 10 px top offset sticks in the first frame.
  frames.flush();
  frames.flush();
  expect(bar.getAttribute(STUCK_ATTRIBUTE)).not.toBeNull();
  expect(column.classList.contains(HEIGHT_LOCK_CLASS)).toBe(true);
  expect(bar.style.transition).toBe('none');
  jest.advanceTimersByTime(49);
  frames.flush();
  expect(column.classList.contains(HEIGHT_LOCK_CLASS)).toBe(true);
  jest.advanceTimersByTime(1);
  frames.flush();
  expect(column.classList.contains(HEIGHT_LOCK_CLASS)).toBe(false);
  expect(bar.style.transition).toBe('');
  (unmount as () => void)();
});
