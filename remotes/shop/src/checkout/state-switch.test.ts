/** @jest-environment jsdom */
import { switchStateField } from './state-switch';

const row = (control: string) =>
  `<p class="form-row form-row-wide address-field validate-state" id="billing_state_field"><label for="billing_state">State / County <span class="optional">(optional)</span></label>` +
  `<span class="woocommerce-input-wrapper">${control}</span></p>`;

const state = () => document.querySelector<HTMLInputElement | HTMLSelectElement>('#billing_state')!;
const field = () => document.querySelector<HTMLElement>('#billing_state_field')!;

beforeEach(() => {
  document.body.innerHTML = row('<input type="text" class="input-text" name="billing_state" id="billing_state" autocomplete="billing address-level1" form="f" value="Argyll">');
});

test('a country with a state list gets a required select of it, keeping name, id, autocomplete and form', () => {
  switchStateField(document, 'billing', 'US');
  const select = state();
  expect(select).toBeInstanceOf(HTMLSelectElement);
  expect([...(select as HTMLSelectElement).options].slice(0, 3).map((o) => [o.value, o.text])).toEqual([['', 'Select an option…'], ['AL', 'Alabama'], ['AK', 'Alaska']]);
  expect(select.value).toBe('');
  expect([select.name, select.getAttribute('autocomplete'), select.getAttribute('form'), select.getAttribute('aria-required')]).toEqual(['billing_state', 'billing address-level1', 'f', 'true']);
  expect(field().textContent).toContain('State / County *');
  expect(field().classList.contains('validate-required')).toBe(true);
  expect(field().hidden).toBe(false);
});

test('a country without states hides the row and posts an empty state', () => {
  switchStateField(document, 'billing', 'DE');
  expect(state()).toMatchObject({ type: 'hidden', value: '', name: 'billing_state' });
  expect(field().hidden).toBe(true);
});

test('a country without a list gets a text input back, optional, shown again', () => {
  switchStateField(document, 'billing', 'US');
  (state() as HTMLSelectElement).value = 'NY';
  switchStateField(document, 'billing', 'FR');
  switchStateField(document, 'billing', 'GB');
  expect(state()).toMatchObject({ type: 'text', value: '' });
  expect(state().hasAttribute('aria-required')).toBe(false);
  expect(field().hidden).toBe(false);
  expect(field().querySelector('label')!.textContent).toBe('State / County (optional)');
});

test('a typed state stays when the new country also takes text', () => {
  switchStateField(document, 'billing', 'GB');
  expect(state().value).toBe('Argyll');
});
