import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ListboxChoice } from './listbox-core';
import { createSearchableListbox, type SearchableListbox } from './searchable-listbox';

const CHOICES: ListboxChoice[] = [
  { value: 'DE', label: 'Germany', detail: '+49' },
  { value: 'IS', label: 'Iceland', detail: '+354' },
  { value: 'NO', label: 'Norway', detail: '+47' },
];

let controller: AbortController;
afterEach(() => {
  act(() => controller.abort());
  document.body.innerHTML = '';
});

function setup(type: 'text' | 'search' = 'text', selected = 'IS') {
  controller = new AbortController();
  document.body.innerHTML = '<form><label>Country <input></label><span class="popup"></span></form>';
  const input = document.querySelector('input')!;
  input.type = type;
  const popup = document.querySelector<HTMLElement>('.popup')!;
  const picked: string[] = [];
  const dismissed: string[] = [];
  let listbox!: SearchableListbox;
  act(() => {
    listbox = createSearchableListbox({
      input,
      popup,
      label: 'Countries',
      choices: () => CHOICES,
      selected: () => selected,
      onPick: (choice) => picked.push(choice.value),
      onDismiss: (key) => dismissed.push(key),
      signal: controller.signal,
    });
  });
  const options = () => within(screen.getByRole('listbox', { name: 'Countries', hidden: true })).queryAllByRole('option', { hidden: true });
  const activeText = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;
  const key = (k: string, init: KeyboardEventInit = {}) => act(() => void fireEvent.keyDown(input, { key: k, ...init }));
  return { input, popup, listbox, picked, dismissed, options, activeText, key };
}

test('the text box is a closed combobox that controls the listbox', () => {
  const { input, popup } = setup();
  expect(screen.getByRole('combobox', { name: 'Country' })).toBe(input);
  expect(input.getAttribute('aria-expanded')).toBe('false');
  expect(input.getAttribute('aria-autocomplete')).toBe('list');
  expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox', { hidden: true }).id);
  expect(popup.hidden).toBe(true);
});

test('an arrow opens the whole list at the chosen value, marked selected; the arrows then move the active option', () => {
  const { input, popup, options, activeText, key } = setup();
  key('ArrowDown');
  expect(popup.hidden).toBe(false);
  expect(input.getAttribute('aria-expanded')).toBe('true');
  expect(options().map((o) => o.textContent)).toEqual(['🇩🇪 Germany +49', '🇮🇸 Iceland +354', '🇳🇴 Norway +47']);
  expect(screen.getByRole('option', { selected: true }).textContent).toContain('Iceland');
  // Opened at the chosen one, then the arrow moved on.
  expect(activeText()).toContain('Norway');
  key('ArrowUp');
  key('ArrowUp');
  expect(activeText()).toContain('Germany');
  expect(document.querySelector('.is-active')?.textContent).toContain('Germany');
});

test('Home and End move the option in a search box, not in a text box', () => {
  const text = setup('text');
  text.key('ArrowDown');
  text.key('Home');
  expect(text.activeText()).toContain('Norway');
  act(() => controller.abort());
  const search = setup('search');
  search.key('ArrowDown');
  search.key('Home');
  expect(search.activeText()).toContain('Germany');
  search.key('End');
  expect(search.activeText()).toContain('Norway');
});

test('typing filters (by name, code or calling code), Enter picks the first match and closes without submitting', () => {
  const { input, popup, options, picked, key } = setup();
  const submitted = jest.fn((event: Event) => event.preventDefault());
  input.form!.addEventListener('submit', submitted);
  act(() => {
    input.value = 'nor';
    fireEvent.input(input);
  });
  expect(options().map((o) => o.textContent)).toEqual(['🇳🇴 Norway +47']);
  act(() => {
    input.value = '354';
    fireEvent.input(input);
  });
  expect(options().map((o) => o.textContent)).toEqual(['🇮🇸 Iceland +354']);
  const enter = fireEvent.keyDown(input, { key: 'Enter' });
  expect(enter).toBe(false);
  expect(picked).toEqual(['IS']);
  expect(popup.hidden).toBe(true);
  expect(input.hasAttribute('aria-activedescendant')).toBe(false);
  expect(submitted).not.toHaveBeenCalled();
  key('ArrowDown');
  // Closed, the query is forgotten: the whole list again.
  expect(options()).toHaveLength(3);
});

test('a query that matches nothing says so in a disabled option', () => {
  const { input, options } = setup();
  act(() => {
    input.value = 'zzz';
    fireEvent.input(input);
  });
  expect(options().map((o) => [o.textContent, o.getAttribute('aria-disabled')])).toEqual([['No match', 'true']]);
  expect(input.hasAttribute('aria-activedescendant')).toBe(false);
});

test('Escape and Tab close without a choice and say which; the typed events stay in the box', () => {
  const { input, popup, picked, dismissed, key } = setup();
  const outside = jest.fn();
  document.body.addEventListener('input', outside);
  act(() => {
    input.value = 'ger';
    fireEvent.input(input);
  });
  expect(outside).not.toHaveBeenCalled();
  key('Escape');
  expect(popup.hidden).toBe(true);
  key('ArrowDown');
  key('Tab');
  expect(dismissed).toEqual(['Escape', 'Tab']);
  expect(picked).toEqual([]);
});

test('a click picks an option; a press on the list keeps focus in the box', () => {
  const { input, popup, picked, listbox } = setup();
  input.focus();
  act(() => listbox.open());
  expect(listbox.isOpen).toBe(true);
  const norway = screen.getByRole('option', { name: /Norway/ });
  expect(fireEvent.mouseDown(norway)).toBe(false);
  act(() => void fireEvent.click(norway));
  expect(picked).toEqual(['NO']);
  expect(popup.hidden).toBe(true);
  expect(document.activeElement).toBe(input);
  act(() => listbox.open());
  act(() => void fireEvent.click(screen.getByRole('option', { name: /Germany/ })));
  expect(picked).toEqual(['NO', 'DE']);
});

test('aborting the owner takes the listbox away', () => {
  const { popup } = setup();
  act(() => controller.abort());
  expect(popup.querySelector('[role=listbox]')).toBeNull();
});
