/** @jest-environment jsdom */
import { testContext } from '../test-support/test-context';
import { rangeSliderModule } from './range-slider-module';

function setUp(attributes: string): HTMLInputElement {
  document.head.innerHTML = '';
  document.body.innerHTML =
    `<form><span class="wpcf7-form-control-wrap" data-name="level"><input type="range" class="wpcf7-form-control eacf7-range-slider" name="level" min="1" max="4" step="1" value="2" ${attributes}>` +
    `<span class="eacf7-range-slider-value">2</span></span></form>`;
  return document.querySelector('input')!;
}
const mount = (slider: HTMLInputElement) => rangeSliderModule.mount(slider, testContext()) as () => void;
const move = (slider: HTMLInputElement, value: string) => {
  slider.value = value;
  slider.dispatchEvent(new Event('input', { bubbles: true }));
};

test('the default style writes the value beside the slider and adds nothing else', () => {
  const slider = setUp('data-style="0"');
  const before = document.body.innerHTML;
  const unmount = mount(slider);
  move(slider, '3');
  expect(document.querySelector('.eacf7-range-slider-value')!.textContent).toBe('3');
  expect(document.querySelector('.rangeslider__value-bubble, .rangeslider__labels, .eacf7-range-frame')).toBeNull();
  move(slider, '2');
  unmount();
  expect(document.body.innerHTML).toBe(before);
});

test('style 2 shows the value in a bubble that follows the handle', () => {
  const slider = setUp('data-style="2"');
  const unmount = mount(slider);
  const bubble = document.querySelector<HTMLOutputElement>('output.rangeslider__value-bubble')!;
  const frame = document.querySelector<HTMLElement>('.eacf7-range-frame')!;
  expect(bubble.textContent).toBe('2');
  expect(frame.style.getPropertyValue('--eacf7-range-at')).toBe(String(1 / 3));
  move(slider, '4');
  expect(bubble.textContent).toBe('4');
  expect(frame.style.getPropertyValue('--eacf7-range-at')).toBe('1');
  expect(bubble.getAttribute('aria-hidden')).toBe('true');
  expect(document.querySelector<HTMLElement>('.eacf7-range-slider-value')!.hidden).toBe(true);
  expect(document.querySelectorAll('style[data-cmsmf-style-range-slider]')).toHaveLength(1);
  unmount();
  expect(document.querySelector('.eacf7-range-frame, .rangeslider__value-bubble, style[data-cmsmf-style-range-slider]')).toBeNull();
  expect(slider.parentElement!.matches('.wpcf7-form-control-wrap')).toBe(true);
  expect(document.querySelector<HTMLElement>('.eacf7-range-slider-value')!.hidden).toBe(false);
});

test('style 3 shows the value on the handle, labels under the track, and names the value by its label', () => {
  const slider = setUp('data-style="3" labels="Novice|Some|Skilled|Expert"');
  const unmount = mount(slider);
  const labels = [...document.querySelectorAll<HTMLElement>('.rangeslider__labels > .rangeslider__labels__label')];
  expect(labels.map((label) => label.textContent)).toEqual(['Novice', 'Some', 'Skilled', 'Expert']);
  expect(document.querySelector('.rangeslider__handle__value')!.textContent).toBe('2');
  expect(slider.getAttribute('aria-valuetext')).toBe('Some');
  labels[2]!.click();
  expect(slider.value).toBe('3');
  expect(slider.getAttribute('aria-valuetext')).toBe('Skilled');
  expect(document.activeElement).toBe(slider);
  unmount();
  expect(slider.hasAttribute('aria-valuetext')).toBe(false);
  expect(document.querySelector('.rangeslider__labels')).toBeNull();
});

test('labels never become markup', () => {
  const slider = setUp('data-style="3" labels="<img src=x onerror=alert(1)>|b"');
  const unmount = mount(slider);
  expect(document.querySelector('.rangeslider__labels img')).toBeNull();
  expect(document.querySelector('.rangeslider__labels__label')!.textContent).toBe('<img src=x onerror=alert(1)>');
  unmount();
});
