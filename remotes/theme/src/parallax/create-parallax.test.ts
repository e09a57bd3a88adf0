/** @jest-environment jsdom */
import { createParallax } from './create-parallax';

// jsdom's style sheets cannot be built from text: a sheet that takes any.
beforeAll(() => {
  CSSStyleSheet.prototype.replaceSync = () => undefined;
  Object.defineProperty(document, 'adoptedStyleSheets', { value: [], writable: true });
});
afterEach(() => jest.useRealTimers());

test('a window resize measures the section again 200 ms after the last resize, not before', () => {
  jest.useFakeTimers();
  document.body.innerHTML = '<div class="et_pb_section_parallax"><div class="et_parallax_bg_wrap"><div class="et_parallax_bg"></div></div></div>';
  const section = document.querySelector<HTMLElement>('.et_pb_section_parallax')!;
  const background = section.querySelector<HTMLElement>('.et_parallax_bg')!;
  let height = 300;
  Object.defineProperty(section, 'offsetHeight', { get: () => height });
  const controller = new AbortController();
  createParallax(section, background, { signal: controller.signal, cssTimeline: true });
  const measured = () => background.style.getPropertyValue('--cmsmf-parallax-h');
  expect(measured()).toBe('300px');

  height = 500;
  window.dispatchEvent(new Event('resize'));
  jest.advanceTimersByTime(150);
  window.dispatchEvent(new Event('resize'));
  jest.advanceTimersByTime(199);
  expect(measured()).toBe('300px');
  jest.advanceTimersByTime(1);
  expect(measured()).toBe('500px');
  controller.abort();
});
