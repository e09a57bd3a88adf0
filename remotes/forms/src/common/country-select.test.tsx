import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { enhanceCountrySelect } from './country-select';

let controller: AbortController;
let undo: () => void;
afterEach(() => {
  act(() => controller.abort());
  document.body.innerHTML = '';
});

function setup(locale = 'en') {
  controller = new AbortController();
  document.body.innerHTML =
    '<form><label for="home">Home country</label><select id="home" name="home" aria-required="true"><option value="">Choose a country</option><option value="DE">DE</option><option value="IS">IS</option><option value="NO">NO</option></select></form>';
  const select = document.querySelector('select')!;
  const changes: string[] = [];
  select.addEventListener('change', () => changes.push(select.value));
  act(() => {
    undo = enhanceCountrySelect(select, locale, controller.signal);
  });
  const box = screen.getByRole('combobox', { name: 'Home country' }) as HTMLInputElement;
  const listbox = () => screen.getByRole('listbox', { name: 'Countries', hidden: true });
  return { select, box, changes, listbox };
}

const type = (box: HTMLInputElement, text: string) =>
  act(() => {
    box.value = text;
    fireEvent.input(box);
  });

test('the select becomes a closed combobox named by its label, taking its id; the select keeps the posted value, hidden', () => {
  const { select, box } = setup();
  expect(box.id).toBe('home');
  expect(box.getAttribute('aria-expanded')).toBe('false');
  expect(box.getAttribute('aria-required')).toBe('true');
  expect(box.placeholder).toBe('Choose a country');
  expect(select.hidden).toBe(true);
  expect(select.getAttribute('aria-hidden')).toBe('true');
  expect([...select.options].map((o) => o.text)).toEqual(['Choose a country', 'Germany', 'Iceland', 'Norway']);
});

test('typing before the list is loaded opens it filtered once it is; Enter chooses and the select changes', async () => {
  const { select, box, changes } = setup();
  box.focus();
  type(box, 'norw');
  await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['🇳🇴 Norway']);
  act(() => void fireEvent.keyDown(box, { key: 'Enter' }));
  expect(select.value).toBe('NO');
  expect(box.value).toBe('Norway');
  expect(changes).toEqual(['NO']);
  // An arrow opens the whole list at the chosen country; Escape closes it unchanged.
  act(() => void fireEvent.keyDown(box, { key: 'ArrowDown' }));
  expect(screen.getByRole('option', { selected: true }).textContent).toContain('Norway');
  act(() => void fireEvent.keyDown(box, { key: 'Escape' }));
  expect(box.getAttribute('aria-expanded')).toBe('false');
  expect(box.value).toBe('Norway');
});

test('an arrow before the list is loaded opens it; a click picks', async () => {
  const { select, box } = setup();
  box.focus();
  act(() => void fireEvent.keyDown(box, { key: 'ArrowDown' }));
  await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
  act(() => void fireEvent.click(screen.getByRole('option', { name: /Iceland/ })));
  expect(select.value).toBe('IS');
  expect(box.value).toBe('Iceland');
});

test('leaving the box keeps an exact name, clears to none when emptied, and shows the choice otherwise', async () => {
  const { select, box } = setup();
  box.focus();
  type(box, 'germany');
  act(() => void fireEvent.blur(box));
  expect(select.value).toBe('DE');
  expect(box.value).toBe('Germany');
  type(box, 'Ger');
  act(() => void fireEvent.blur(box));
  expect(box.value).toBe('Germany');
  type(box, '');
  act(() => void fireEvent.blur(box));
  expect(select.value).toBe('');
  await waitFor(() => expect(screen.getByRole('listbox', { hidden: true })).toBeTruthy());
});

test('a change to the select (an autofill) shows in the box; names follow the locale', () => {
  const { select, box } = setup('de');
  select.value = 'DE';
  fireEvent.change(select);
  expect(box.value).toBe('Deutschland');
});

test('the undo gives the select back as it was', () => {
  const { select } = setup();
  act(() => undo());
  expect(select.id).toBe('home');
  expect(select.hidden).toBe(false);
  expect(select.hasAttribute('aria-hidden')).toBe(false);
  expect([...select.options].map((o) => o.text)).toEqual(['Choose a country', 'DE', 'IS', 'NO']);
  expect(document.querySelector('.cmsmf-country')).toBeNull();
});

test('Enter on a query typed before the list is loaded chooses its first match once it is, without submitting', async () => {
  const { select, box } = setup();
  const submitted = jest.fn((event: Event) => event.preventDefault());
  select.form!.addEventListener('submit', submitted);
  box.focus();
  type(box, 'Iceland');
  expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(false);
  await waitFor(() => expect(select.value).toBe('IS'));
  expect(box.value).toBe('Iceland');
  expect(box.getAttribute('aria-expanded')).toBe('false');
  expect(submitted).not.toHaveBeenCalled();
});
