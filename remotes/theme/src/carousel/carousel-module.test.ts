/** @jest-environment jsdom */
import { stubResizeObserver } from '../test-support/observers';
import { render, testContext } from '../test-support/test-context';
import carouselModule from './index';
import portfolioCarouselModule from './portfolio-carousel';

beforeAll(stubResizeObserver);
afterEach(() => jest.useRealTimers());

const shown = (items: NodeListOf<HTMLElement>) => [...items].map((item) => item.style.display !== 'none');
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a generic carousel shows one group of `columns-N` items and moves with labelled buttons, wrapping', async () => {
  const el = render(`<div class="et_pb_carousel"><div class="et_pb_carousel_items columns-2">
    ${'<div class="et_pb_carousel_item">x</div>'.repeat(5)}</div></div>`);
  const before = el.outerHTML;
  const unmount = carouselModule.mount(el, testContext()) as () => void;
  const items = el.querySelectorAll<HTMLElement>('.et_pb_carousel_item');
  expect(shown(items)).toEqual([true, true, false, false, false]);
  const prev = el.querySelector<HTMLButtonElement>('button.et-pb-arrow-prev')!;
  expect(prev.getAttribute('aria-label')).toBe('Previous items');
  prev.click();
  await flush();
  expect(shown(items)).toEqual([false, false, false, false, true]);
  unmount();
  expect(el.outerHTML).toBe(before);
});

test('a portfolio carousel takes columns from the width (jsdom: 0 px → 1 column) and auto-rotates, pausing on hover', async () => {
  jest.useFakeTimers();
  const el = render(`<div class="et_pb_fullwidth_portfolio et_pb_fullwidth_portfolio_carousel" data-auto-rotate="on" data-auto-rotate-speed="2000">
    <div class="et_pb_portfolio_items">${'<div class="et_pb_portfolio_item">p</div>'.repeat(3)}</div></div>`);
  portfolioCarouselModule.mount(el, testContext());
  const items = el.querySelectorAll<HTMLElement>('.et_pb_portfolio_item');
  expect(shown(items)).toEqual([true, false, false]);
  await jest.advanceTimersByTimeAsync(2000);
  expect(shown(items)).toEqual([false, true, false]);
  el.dispatchEvent(new MouseEvent('mouseenter'));
  expect(el.classList.contains('et_carousel_hovered')).toBe(true);
  await jest.advanceTimersByTimeAsync(6000);
  expect(shown(items)).toEqual([false, true, false]);
});

test('a portfolio carousel slides its next group in over 700 ms', async () => {
  const durations: unknown[] = [];
  const animate = jest.fn((_frames: Keyframe[], options?: number | KeyframeAnimationOptions) => {
    durations.push(typeof options === 'object' ? options.duration : options);
    return { finished: Promise.resolve(), finish: jest.fn() } as unknown as Animation;
  });
  HTMLElement.prototype.animate = animate;
  try {
    const el = render(`<div class="et_pb_fullwidth_portfolio et_pb_fullwidth_portfolio_carousel">
      <div class="et_pb_portfolio_items">${'<div class="et_pb_portfolio_item">p</div>'.repeat(3)}</div></div>`);
    portfolioCarouselModule.mount(el, testContext());
    el.querySelector<HTMLButtonElement>('button.et-pb-arrow-next')!.click();
    await flush();
    expect(durations).toEqual([700]);
  } finally {
    delete (HTMLElement.prototype as { animate?: unknown }).animate;
  }
});

test('the portfolio grid mode is left alone', () => {
  const el = render('<div class="et_pb_fullwidth_portfolio et_pb_fullwidth_portfolio_grid"><div class="et_pb_portfolio_items"><div class="et_pb_portfolio_item"></div></div></div>');
  const before = el.outerHTML;
  portfolioCarouselModule.mount(el, testContext());
  expect(el.outerHTML).toBe(before);
});
