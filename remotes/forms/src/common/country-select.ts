import { countryName } from '@cms-mf/shared-contracts/fields';
import { keepLabelOn } from './label-for';
import { markCombobox } from './combobox-input';
import type { ListboxChoice } from './listbox-core';
import type { SearchableListbox } from './searchable-listbox';
import { LISTBOX_CSS } from './listbox-styles';
import { adoptStyleSheet } from '@cms-mf/dom-kit';

/** Keys that open a closed listbox (searchable-listbox.tsx); Home and End move the caret in this text box. */
const OPENING_KEYS = ['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp'];

const COUNTRY_CSS = `
.cmsmf-country{position:relative;display:block}
.cmsmf-country>input{box-sizing:border-box;width:100%}
`;

/**
 * Turns a `select` of countries (option values ISO codes) into a searchable
 * combobox, named in `locale` with `Intl.DisplayNames`: the country list field
 * and the address field's country. The select stays in the form, hidden, and
 * keeps the value the form posts; a change to it (an autofill) shows in the
 * text box. Returns the undo.
 *
 * The box itself (a text input and an empty popup in place of the server's
 * select) stays DOM made here: it is on screen from the mount, and a component
 * for it would bring preact before any interaction. The listbox, the UI the
 * visitor opens, is a component in a chunk of its own (shared with the phone's
 * country list), fetched on the first focus and opened once it is there.
 */
export function enhanceCountrySelect(select: HTMLSelectElement, locale: string, signal: AbortSignal): () => void {
  const doc = select.ownerDocument;
  const releaseStyles = adoptStyleSheet(doc, 'country', COUNTRY_CSS + LISTBOX_CSS);
  const originalTexts = new Map<HTMLOptionElement, string>();
  for (const option of select.options) {
    if (!/^[A-Z]{2}$/.test(option.value)) continue;
    originalTexts.set(option, option.text);
    option.text = countryName(option.value, locale);
  }
  const choices: ListboxChoice[] = [...originalTexts.keys()]
    .map((option) => ({ value: option.value, label: option.text }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  const placeholder = [...select.options].find((option) => option.value === '')?.text ?? '';

  const box = doc.createElement('span');
  box.className = 'cmsmf-country';
  const input = doc.createElement('input');
  input.type = 'text';
  input.className = 'wpcf7-form-control cmsmf-country-input';
  input.placeholder = placeholder || 'Type to search';
  input.spellcheck = false;
  markCombobox(input);
  for (const name of ['aria-required', 'aria-describedby']) {
    const value = select.getAttribute(name);
    if (value) input.setAttribute(name, value);
  }
  const popup = doc.createElement('span');
  popup.className = 'cmsmf-listbox-popup';
  popup.hidden = true;
  box.append(input, popup);
  select.after(box);
  const hadId = select.id;
  // The visible box takes the select's id, so `label[for]` and error links name it.
  if (hadId) {
    select.removeAttribute('id');
    input.id = hadId;
  }
  const restoreLabel = keepLabelOn(input);
  select.hidden = true;
  select.setAttribute('aria-hidden', 'true');
  select.tabIndex = -1;

  const labelOf = (value: string) => choices.find((choice) => choice.value === value)?.label ?? '';
  const show = () => {
    input.value = labelOf(select.value);
  };
  const choose = (value: string) => {
    if (select.value !== value) {
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    show();
  };
  let listbox: SearchableListbox | null = null;
  let loading: Promise<SearchableListbox | null> | null = null;
  const load = () =>
    (loading ??= import(/* webpackChunkName: "country-listbox" */ './searchable-listbox').then(
      ({ createSearchableListbox }) => {
        if (signal.aborted) return null;
        listbox = createSearchableListbox({
          input,
          popup,
          label: 'Countries',
          choices: () => choices,
          selected: () => select.value,
          onPick: (choice) => choose(choice.value),
          onDismiss: () => show(),
          signal,
        });
        return listbox;
      },
      () => null,
    ));
  // Until the listbox is there, what would open it (typing, a click, an arrow, Enter on a typed query)
  // waits for it: then the list opens and the keys are replayed, in order, as the listbox's own.
  let waiting: { open: boolean; keys: KeyboardEventInit[] } | null = null;
  const openWhenLoaded = (event: Event) => {
    if (listbox) return;
    if (event instanceof KeyboardEvent) {
      const typed = input.getAttribute('data-cmsmf-query') !== null;
      if (!OPENING_KEYS.includes(event.key) && !(event.key === 'Enter' && typed)) return;
      event.preventDefault();
    }
    // Typed text is a query, as the listbox's own input handler marks it.
    if (event.type === 'input') input.setAttribute('data-cmsmf-query', '');
    const first = waiting === null;
    waiting ??= { open: false, keys: [] };
    if (event instanceof KeyboardEvent) waiting.keys.push({ key: event.key, altKey: event.altKey, bubbles: true, cancelable: true });
    else waiting.open = true;
    if (!first) return;
    void load().then((loaded) => {
      const { open, keys } = waiting ?? { open: false, keys: [] };
      waiting = null;
      if (!loaded || doc.activeElement !== input) return;
      if (open) loaded.open();
      for (const key of keys) input.dispatchEvent(new KeyboardEvent('keydown', key));
    });
  };
  input.addEventListener('focus', () => void load(), { signal });
  for (const type of ['input', 'keydown', 'click']) input.addEventListener(type, openWhenLoaded, { signal });
  input.addEventListener('blur', () => {
    listbox?.close();
    const text = input.value.trim().toLowerCase();
    if (text === '') return choose('');
    const exact = choices.find((choice) => choice.label.toLowerCase() === text || choice.value.toLowerCase() === text);
    if (exact) choose(exact.value);
    else show();
  }, { signal });
  input.addEventListener('click', () => {
    if (listbox && !listbox.isOpen) listbox.open();
  }, { signal });
  select.addEventListener('change', show, { signal });
  select.form?.addEventListener('reset', () => setTimeout(() => {
    if (!signal.aborted) show();
  }), { signal });
  show();

  return () => {
    box.remove();
    restoreLabel();
    if (hadId) select.id = hadId;
    select.hidden = false;
    select.removeAttribute('aria-hidden');
    select.removeAttribute('tabindex');
    for (const [option, text] of originalTexts) option.text = text;
    releaseStyles();
  };
}
