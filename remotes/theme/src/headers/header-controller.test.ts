/** @jest-environment jsdom */
import { installFakeFrames, type FakeFrames } from '../test-support/animation-frames';
import { createHeader } from './header-controller';

/** A ResizeObserver the test fires by hand. */
const observers: Array<() => void> = [];
class ManualResizeObserver {
  constructor(private readonly callback: () => void) {
    observers.push(() => this.callback());
  }
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

let frames: FakeFrames;
let mount: AbortController;
beforeEach(() => {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = ManualResizeObserver;
  frames = installFakeFrames();
  mount = new AbortController();
  document.body.className = 'et_fixed_nav';
  document.body.innerHTML = '<div id="page-container"><header id="main-header"><nav>Menu</nav></header><div id="main-content"><div class="et_pb_section">Content</div></div></div>';
});
afterEach(() => {
  mount.abort();
  frames.restore();
  observers.length = 0;
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
});

function scroll(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
  frames.flush();
}

test('a scroll frame reads no layout; a resize of the page, the header or the content makes the next frame measure again', () => {
  const content = document.getElementById('main-content')!;
  const rect = jest.spyOn(content, 'getBoundingClientRect');
  createHeader(document.getElementById('main-header')!, mount.signal);
  frames.flush();
  expect(rect).toHaveBeenCalledTimes(1);
  for (const y of [10, 200, 400, 50]) scroll(y);
  expect(rect).toHaveBeenCalledTimes(1);
  observers.forEach((fire) => fire());
  scroll(60);
  expect(rect).toHaveBeenCalledTimes(2);
});

test('the fixed header’s height is measured again 300 ms after the last resize, not before (theme-frontend.md §9)', () => {
  jest.useFakeTimers();
  let height = 80;
  const offsetHeight = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => height);
  try {
    const header = document.getElementById('main-header')!;
    createHeader(header, mount.signal);
    expect(header.dataset['fixedHeightOnload']).toBe('80');
    height = 54;
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(200);
    // A second resize restarts the wait.
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(299);
    expect(header.dataset['fixedHeightOnload']).toBe('80');
    jest.advanceTimersByTime(1);
    expect(header.dataset['fixedHeightOnload']).toBe('54');
  } finally {
    offsetHeight.mockRestore();
    jest.useRealTimers();
  }
});
