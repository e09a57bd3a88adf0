/** @jest-environment jsdom */
import { normalisedMarkup as normalised } from '../test-support/normalised-markup';
import { testContext } from '../test-support/test-context';
import { dateTimeModule } from './date-time-module';


const markup =
  '<form><p><label>When<br><span class="wpcf7-form-control-wrap" data-name="when"><input type="text" class="wpcf7-form-control eacf7-datetimepicker" name="when" data-format="d/m/Y H:i" data-exclude-days="0" value="2026-06-12 02:30 PM"></span></label></p></form>';

test('reads a value already typed, submits it unambiguously, and unmounts cleanly', () => {
  document.body.innerHTML = markup;
  const input = document.querySelector<HTMLInputElement>('input.eacf7-datetimepicker')!;
  const before = normalised();
  const unmount = dateTimeModule.mount(input, testContext()) as () => void;
  // Without the pro flag the field's own format is not honoured: the default applies.
  expect(document.querySelector<HTMLInputElement>('input[type=hidden][name=when]')?.value).toBe('2026-06-12 14:30');
  expect(document.querySelector('button.cmsmf-datetime-open')?.getAttribute('aria-label')).toBe('Choose date and time for When');
  unmount();
  expect(normalised()).toBe(before);
});

test('with the pro flag the field format is used, and a Sunday is refused on blur', () => {
  document.body.innerHTML = markup.replace('value="2026-06-12 02:30 PM"', 'value=""');
  const input = document.querySelector<HTMLInputElement>('input.eacf7-datetimepicker')!;
  const unmount = dateTimeModule.mount(input, testContext(undefined, { globals: { eacf7: { isPro: '1' } } })) as () => void;
  input.value = '14/06/2026 10:00';
  input.dispatchEvent(new Event('input'));
  input.dispatchEvent(new Event('blur'));
  expect(document.querySelector('.wpcf7-not-valid-tip')?.textContent).toBe('This day is not available. Please choose another day.');
  input.value = '12/06/2026 10:00';
  input.dispatchEvent(new Event('blur'));
  expect(document.querySelector('.wpcf7-not-valid-tip')).toBeNull();
  expect(document.querySelector<HTMLInputElement>('input[type=hidden][name=when]')?.value).toBe('2026-06-12 10:00');
  unmount();
});
