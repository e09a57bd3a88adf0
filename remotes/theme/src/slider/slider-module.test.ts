/** @jest-environment jsdom */
import { render, testContext } from '../test-support/test-context';
import sliderModule from './index';

const SLIDER = `
<div class="et_pb_module et_pb_slider et_pb_slider_0 CLASSES">
  <div class="et_pb_slides">
    <div class="et_pb_slide et_pb_slide_0 et-pb-active-slide" data-slide-id="a"><h2 class="et_pb_slide_title">One</h2><a href="#x">Read</a></div>
    <div class="et_pb_slide et_pb_slide_1" data-slide-id="b"><h2 class="et_pb_slide_title">Two</h2></div>
    <div class="et_pb_slide et_pb_slide_2" data-slide-id="c"><h2 class="et_pb_slide_title">Three</h2></div>
  </div>
</div>`;

const slides = (el: HTMLElement) => [...el.querySelectorAll<HTMLElement>('.et_pb_slide')];
const active = (el: HTMLElement) => slides(el).findIndex((s) => s.classList.contains('et-pb-active-slide'));
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => jest.useRealTimers());

test('shows one slide and moves with labelled arrows and dots, wrapping at the ends', async () => {
  const el = render(SLIDER.replace('CLASSES', ''));
  const unmount = sliderModule.mount(el, testContext({ et_pb_custom: { previous: 'Back', next: 'Forward' } })) as () => void;
  expect(el.getAttribute('aria-roledescription')).toBe('carousel');
  expect(slides(el).map((s) => s.style.display)).toEqual(['block', 'none', 'none']);
  const prev = el.querySelector<HTMLButtonElement>('button.et-pb-arrow-prev')!;
  expect(prev.getAttribute('aria-label')).toBe('Back slide');
  prev.click();
  await flush();
  expect(active(el)).toBe(2);
  expect(el.getAttribute('data-active-slide')).toBe('c');
  el.querySelector<HTMLButtonElement>('button.et-pb-arrow-next')!.click();
  await flush();
  expect(active(el)).toBe(0);
  const dots = [...el.querySelectorAll<HTMLButtonElement>('.et-pb-controllers button')];
  expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual(['Slide 1 of 3', 'Slide 2 of 3', 'Slide 3 of 3']);
  dots[1]!.click();
  await flush();
  expect(active(el)).toBe(1);
  expect(dots[1]!.getAttribute('aria-current')).toBe('true');
  expect(slides(el)[0]!.hasAttribute('inert')).toBe(true);
  unmount();
});

test('no arrows or dots when the classes say so', () => {
  const el = render(SLIDER.replace('CLASSES', 'et_pb_slider_no_arrows et_pb_slider_no_pagination'));
  sliderModule.mount(el, testContext());
  expect(el.querySelector('.et-pb-slider-arrows, .et-pb-controllers')).toBeNull();
});

test('the slideshow advances, pauses on hover, focus and the pause button, and resumes', async () => {
  jest.useFakeTimers();
  const el = render(SLIDER.replace('CLASSES', 'et_slider_auto et_slider_speed_3000'));
  sliderModule.mount(el, testContext());
  await jest.advanceTimersByTimeAsync(3000);
  expect(active(el)).toBe(1);
  el.dispatchEvent(new MouseEvent('mouseenter'));
  await jest.advanceTimersByTimeAsync(6000);
  expect(active(el)).toBe(1);
  el.dispatchEvent(new MouseEvent('mouseleave'));
  await jest.advanceTimersByTimeAsync(3000);
  expect(active(el)).toBe(2);
  const pause = el.querySelector<HTMLButtonElement>('button.cmsmf-slider-pause')!;
  expect(pause.getAttribute('aria-label')).toBe('Pause slideshow');
  pause.click();
  // Clicking focused the button too; blur to leave only the visitor's pause.
  el.dispatchEvent(new FocusEvent('focusout', { relatedTarget: null }));
  expect(pause.getAttribute('aria-pressed')).toBe('true');
  await jest.advanceTimersByTimeAsync(9000);
  expect(active(el)).toBe(2);
  pause.click();
  el.dispatchEvent(new FocusEvent('focusout', { relatedTarget: null }));
  await jest.advanceTimersByTimeAsync(3000);
  expect(active(el)).toBe(0);
  el.dispatchEvent(new FocusEvent('focusin'));
  await jest.advanceTimersByTimeAsync(9000);
  expect(active(el)).toBe(0);
});

test('the pause class stops the slideshow', async () => {
  jest.useFakeTimers();
  const el = render(SLIDER.replace('CLASSES', 'et_slider_auto et_slider_speed_3000 et_pb_pause_slider'));
  sliderModule.mount(el, testContext());
  await jest.advanceTimersByTimeAsync(9000);
  expect(active(el)).toBe(0);
});

test('unmount removes the created controls and restores the server markup exactly', () => {
  const el = render(SLIDER.replace('CLASSES', 'et_slider_auto'));
  const before = el.outerHTML;
  const unmount = sliderModule.mount(el, testContext()) as () => void;
  el.querySelector<HTMLButtonElement>('button.et-pb-arrow-next')!.click();
  unmount();
  expect(el.outerHTML).toBe(before);
});
