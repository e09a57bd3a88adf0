import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { markCombobox } from './combobox-input';
import { type ListboxChoice, filterChoices, isListboxKey, moveActive } from './listbox-core';
import { ListboxOptions, optionId } from './listbox-options';

/** Re-exported for the owners that fetch this chunk on first use and style the popup then (the phone). */
export { LISTBOX_CSS } from './listbox-styles';

export interface SearchableListboxOptions {
  /** The text box the visitor types into; it becomes the combobox. */
  readonly input: HTMLInputElement;
  /** Where the listbox goes; shown while open. */
  readonly popup: HTMLElement;
  /** Accessible name of the listbox. */
  readonly label: string;
  readonly choices: () => readonly ListboxChoice[];
  /** The value currently chosen (shown as selected). */
  readonly selected: () => string;
  readonly onPick: (choice: ListboxChoice) => void;
  /** Escape or Tab closed the list without a choice. */
  readonly onDismiss?: (key: 'Escape' | 'Tab') => void;
  readonly signal: AbortSignal;
}

export interface SearchableListbox {
  open(): void;
  close(): void;
  readonly isOpen: boolean;
}

let counter = 0;

/**
 * A searchable, keyboard-operable listbox (the WAI-ARIA combobox pattern with
 * a listbox popup and list autocomplete): typing filters, the arrows, Page
 * Up/Down (and Home/End in a search-only box) move the active option, Enter
 * chooses it, Escape closes. Focus stays in the text box; the active option is
 * its `aria-activedescendant`. A pointer chooses with a click. The rules are
 * in listbox-core.ts; the options are a component (listbox-options.tsx)
 * rendered into a container of the popup. The text box is the owner's, so its
 * keys and attributes are wired here, and every change is rendered at once
 * (`flushSync`): the owner reads the state right after calling `open`.
 */
export function createSearchableListbox(options: SearchableListboxOptions): SearchableListbox {
  const { input, popup, signal } = options;
  const doc = input.ownerDocument;
  const listId = `cmsmf-listbox-${++counter}`;
  const host = popup.appendChild(doc.createElement('span'));
  host.className = 'cmsmf-listbox-host';
  const root = createRoot(host);
  popup.hidden = true;
  markCombobox(input);
  input.setAttribute('aria-controls', listId);

  let shown: ListboxChoice[] = [];
  let active = -1;
  let isOpen = false;

  function render(): void {
    flushSync(() => root.render(<ListboxOptions id={listId} label={options.label} shown={shown} selected={options.selected()} active={active} onPick={pick} />));
  }

  function setActive(index: number): void {
    active = index >= 0 && index < shown.length ? index : -1;
    render();
    if (active >= 0) input.setAttribute('aria-activedescendant', optionId(listId, active));
    else input.removeAttribute('aria-activedescendant');
  }

  function filter(query: string): void {
    shown = filterChoices(options.choices(), query);
    const selected = options.selected();
    setActive(query.trim() === '' ? shown.findIndex((choice) => choice.value === selected) : shown.length > 0 ? 0 : -1);
  }

  function open(): void {
    if (!isOpen) {
      isOpen = true;
      popup.hidden = false;
      input.setAttribute('aria-expanded', 'true');
    }
    filter(input.getAttribute('data-cmsmf-query') === null ? '' : input.value);
  }

  function close(): void {
    if (!isOpen) return;
    isOpen = false;
    popup.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-activedescendant');
    input.removeAttribute('data-cmsmf-query');
  }

  function pick(index: number): void {
    const choice = shown[index];
    if (!choice) return;
    close();
    options.onPick(choice);
  }

  input.addEventListener(
    'input',
    () => {
      // What the visitor typed is a query from now on (until the list closes).
      input.setAttribute('data-cmsmf-query', '');
      open();
    },
    { signal },
  );
  // The text box is not a form field: its own input and change events stay here, so neither CF7
  // nor the form's error clearing mistakes them for the field's (the field's value changes elsewhere).
  for (const type of ['input', 'change']) input.addEventListener(type, (event) => event.stopPropagation(), { signal });
  input.addEventListener(
    'keydown',
    (event) => {
      const key = event.key;
      if (isListboxKey(key)) {
        // In a text box Home/End move the caret; they move the option only in a search box.
        if ((key === 'Home' || key === 'End') && input.type !== 'search') return;
        event.preventDefault();
        if (!isOpen) {
          open();
          if (event.altKey) return;
        }
        setActive(moveActive(active, key, shown.length));
      } else if (key === 'Enter' && isOpen) {
        // Never submits the form while the list is open.
        event.preventDefault();
        pick(active);
      } else if (key === 'Escape' && isOpen) {
        event.preventDefault();
        event.stopPropagation();
        close();
        options.onDismiss?.('Escape');
      } else if (key === 'Tab' && isOpen) {
        close();
        options.onDismiss?.('Tab');
      }
    },
    { signal },
  );
  render();
  signal.addEventListener(
    'abort',
    () => {
      root.unmount();
      host.remove();
    },
    { once: true },
  );

  return {
    open,
    close,
    get isOpen() {
      return isOpen;
    },
  };
}
