/** @jest-environment jsdom */
import { render, testContext } from '../test-support/test-context';
import barCounters from './bar-counters';
import numberCounter from './number-counter';

beforeAll(() => {
  // jsdom: reduced motion, so counters reach their end at once.
  window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query })) as unknown as typeof window.matchMedia;
});

test('bars fill to their percentage and become labelled meters; unmount restores them', () => {
  const el = render(`<ul class="et_pb_module et_pb_counters et_pb_counters_0">
    <li class="et_pb_counter et_pb_counter_0"><span class="et_pb_counter_title">Sailing</span><span class="et_pb_counter_container"><span class="et_pb_counter_amount" data-width="75%"><span class="et_pb_counter_amount_number">75%</span></span></span></li>
    <li class="et_pb_counter_1"><span class="et_pb_counter_title">Rowing</span><span class="et_pb_counter_container"><span class="et_pb_counter_amount" data-width="250"><span class="et_pb_counter_amount_number">?</span></span></span></li>
  </ul>`);
  const before = el.outerHTML;
  const unmount = barCounters.mount(el, testContext()) as () => void;
  const amounts = [...el.querySelectorAll<HTMLElement>('.et_pb_counter_amount')];
  expect(amounts.map((a) => a.style.width)).toEqual(['75%', '100%']);
  const meter = el.querySelector('.et_pb_counter_container')!;
  expect(meter.getAttribute('role')).toBe('meter');
  expect(meter.getAttribute('aria-valuenow')).toBe('75');
  expect(document.getElementById(meter.getAttribute('aria-labelledby')!)!.textContent).toBe('Sailing');
  unmount();
  expect(el.outerHTML).toBe(before);
});

test('the number counter shows its number with the separator', () => {
  const el = render('<div class="et_pb_number_counter" data-number-value="12500" data-number-separator=","><div class="percent"><p><span class="percent-value"></span></p></div></div>');
  numberCounter.mount(el, testContext());
  expect(el.querySelector('.percent-value')!.textContent).toBe('12,500');
});
