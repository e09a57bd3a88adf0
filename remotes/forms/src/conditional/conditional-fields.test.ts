/** @jest-environment jsdom */
import { createConditionalFields } from './conditional-fields';

const log = { debug: jest.fn(), warn: jest.fn(), error: jest.fn() };

function setup(): HTMLFormElement {
  document.body.innerHTML = `
    <form class="wpcf7-form"><fieldset class="hidden-fields-container"><input type="hidden" name="_wpcf7" value="140"></fieldset>
      <input name="guests" value="1">
      <select name="boat"><option value="">-</option><option value="2">two</option></select>
      <div class="conditional extras"><input name="extras-note" required><label><input type="checkbox" name="more[]" value="5">more</label></div>
      <div class="conditional deep"><input name="deep-note" required></div>
    </form>`;
  return document.querySelector('form')!;
}
const rules = [
  { field: 'extras', visibility: 'show' as const, match: 'any' as const, conditions: [{ field: 'guests', operator: 'greater_than' as const, value: '2' }] },
  { field: 'deep', visibility: 'show' as const, match: 'all' as const, conditions: [{ field: 'more', operator: 'equal' as const, value: '5' }] },
];
const group = (name: string) => document.querySelector<HTMLElement>(`div.conditional.${name}`)!;
const type = (el: HTMLInputElement, value: string) => {
  el.value = value;
  el.dispatchEvent(new Event('input', { bubbles: true }));
};

test('hides groups at once, from sight, from assistive technology and from the submission', () => {
  const form = setup();
  const controller = new AbortController();
  createConditionalFields(form, rules, log, controller.signal);
  const extras = group('extras');
  expect(extras.hidden).toBe(true);
  expect(extras.hasAttribute('inert')).toBe(true);
  expect(extras.classList.contains('eacf7-hidden')).toBe(true);
  expect(form.querySelector<HTMLInputElement>('[name=extras-note]')!.disabled).toBe(true);
  expect([...new FormData(form).keys()]).not.toContain('extras-note');
  expect(form.checkValidity()).toBe(true);
  expect(JSON.parse(form.querySelector<HTMLInputElement>('[name=_eacf7_hidden_conditional_fields]')!.value)).toEqual(['extras', 'deep']);
  controller.abort();
});

test('shows a group when its rule matches on input, and chains to the next group', () => {
  const form = setup();
  const controller = new AbortController();
  createConditionalFields(form, rules, log, controller.signal);
  type(form.querySelector<HTMLInputElement>('[name=guests]')!, '3');
  expect(group('extras').hidden).toBe(false);
  expect(form.querySelector<HTMLInputElement>('[name=extras-note]')!.disabled).toBe(false);
  const box = form.querySelector<HTMLInputElement>('[name="more[]"]')!;
  box.checked = true;
  box.dispatchEvent(new Event('change', { bubbles: true }));
  expect(group('deep').hidden).toBe(false);
  // Hiding extras empties its checkbox for the rules, so deep goes too.
  type(form.querySelector<HTMLInputElement>('[name=guests]')!, '1');
  expect(group('extras').hidden).toBe(true);
  expect(group('deep').hidden).toBe(true);
  controller.abort();
});

test('re-evaluates after a reset and gives controls back on unmount', async () => {
  const form = setup();
  const controller = new AbortController();
  createConditionalFields(form, rules, log, controller.signal);
  type(form.querySelector<HTMLInputElement>('[name=guests]')!, '4');
  expect(group('extras').hidden).toBe(false);
  form.reset();
  await Promise.resolve();
  await Promise.resolve();
  expect(group('extras').hidden).toBe(true);
  controller.abort();
  expect(form.querySelector<HTMLInputElement>('[name=extras-note]')!.disabled).toBe(false);
});

test('logs a cycle once and does not loop', () => {
  document.body.innerHTML = `<form><div class="conditional a"><input name="fa" value="1"></div><div class="conditional b"><input name="fb" value="1"></div></form>`;
  const form = document.querySelector('form')!;
  const warn = jest.fn();
  const controller = new AbortController();
  createConditionalFields(form, [
    { field: 'a', visibility: 'show', match: 'any', conditions: [{ field: 'fb', operator: 'equal', value: '1' }] },
    { field: 'b', visibility: 'show', match: 'any', conditions: [{ field: 'fa', operator: 'equal', value: '1' }] },
  ], { ...log, warn }, controller.signal);
  form.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }));
  expect(warn).toHaveBeenCalledTimes(1);
  controller.abort();
});
