/** @jest-environment jsdom */
import { stubResizeObserver } from '../test-support/observers';
import { render, testContext } from '../test-support/test-context';
import countdownModule from './index';

beforeAll(stubResizeObserver);
afterEach(() => jest.useRealTimers());

// The theme prints `000` days and `00` for the rest; the server may print the time left instead (site's countdown-value).
const section = (unit: string, short: string, full: string) =>
  `<div class="${unit} section values" data-short="${short}" data-full="${full}"><p class="value">${unit === 'days' ? '1131' : '07'}</p><p class="label">${full}</p></div>`;
const markup = (end: number) => `<div class="et_pb_module et_pb_countdown_timer et_pb_countdown_timer_0" data-end-timestamp="${end}">
  <div class="et_pb_countdown_timer_container clearfix">
    ${section('days', 'Day', 'Day(s)')}<div class="sep section"><p>:</p></div>${section('hours', 'Hrs', 'Hour(s)')}<div class="sep section"><p>:</p></div>
    ${section('minutes', 'Min', 'Minute(s)')}<div class="sep section"><p>:</p></div>${section('seconds', 'Sec', 'Second(s)')}
  </div></div>`;
const values = (el: HTMLElement) => [...el.querySelectorAll('.value')].map((v) => v.textContent);

test('shows the time left, ticks every second and stops at zero', async () => {
  jest.useFakeTimers({ now: 1_700_000_000_000 });
  const end = 1_700_000_000 + 86_400 + 3600 + 60 + 2;
  const el = render(markup(end));
  const before = el.outerHTML;
  const unmount = countdownModule.mount(el, testContext()) as () => void;
  // Three digits of days, two of the rest, whatever the server printed.
  expect(values(el)).toEqual(['001', '01', '01', '02']);
  expect(el.querySelector('.et_pb_countdown_timer_container')!.getAttribute('role')).toBe('timer');
  await jest.advanceTimersByTimeAsync(1000);
  expect(values(el)).toEqual(['001', '01', '01', '01']);
  await jest.advanceTimersByTimeAsync(1000);
  expect(el.querySelector('.seconds')!.classList.contains('zero')).toBe(true);
  unmount();
  expect(el.outerHTML).toBe(before);
});

test('a past end shows zeros everywhere, never negative numbers', () => {
  jest.useFakeTimers({ now: 1_700_000_000_000 });
  const el = render(markup(1_600_000_000));
  countdownModule.mount(el, testContext());
  expect(values(el)).toEqual(['000', '00', '00', '00']);
  expect(el.querySelectorAll('.section.values.zero')).toHaveLength(4);
  expect(jest.getTimerCount()).toBe(0);
});
