import { type ListboxChoice, filterChoices, flagOf, isListboxKey, moveActive } from './listbox-core';

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
 * in listbox-core.ts.
 */
export function createSearchableListbox(options: SearchableListboxOptions): SearchableListbox {
  const { input, popup, signal } = options;
  const doc = input.ownerDocument;
  const listId = `cmsmf-listbox-${++counter}`;
  const list = doc.createElement('ul');
  list.id = listId;
  list.className = 'cmsmf-listbox';
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', options.label);
  popup.appendChild(list);
  popup.hidden = true;
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', listId);
  input.autocomplete = 'off';

  let shown: ListboxChoice[] = [];
  let active = -1;
  let isOpen = false;
  const optionId = (index: number) => `${listId}-${index}`;

  function render(query: string): void {
    shown = filterChoices(options.choices(), query);
    const selected = options.selected();
    list.replaceChildren(
      ...shown.map((choice, index) => {
        const item = doc.createElement('li');
        item.id = optionId(index);
        item.setAttribute('role', 'option');
        item.setAttribute('aria-selected', String(choice.value === selected));
        const flag = doc.createElement('span');
        flag.className = 'cmsmf-flag';
        flag.setAttribute('aria-hidden', 'true');
        flag.textContent = flagOf(choice.value);
        item.append(flag, ` ${choice.label}`);
        if (choice.detail) {
          const detail = doc.createElement('span');
          detail.className = 'cmsmf-listbox-detail';
          detail.textContent = ` ${choice.detail}`;
          item.append(detail);
        }
        return item;
      }),
    );
    if (shown.length === 0) {
      const none = doc.createElement('li');
      none.setAttribute('role', 'option');
      none.setAttribute('aria-disabled', 'true');
      none.setAttribute('aria-selected', 'false');
      none.className = 'cmsmf-listbox-empty';
      none.textContent = 'No match';
      list.append(none);
    }
    setActive(query.trim() === '' ? shown.findIndex((choice) => choice.value === selected) : shown.length > 0 ? 0 : -1);
  }

  function setActive(index: number): void {
    list.querySelector('.is-active')?.classList.remove('is-active');
    active = index;
    const item = index >= 0 ? doc.getElementById(optionId(index)) : null;
    if (item) {
      item.classList.add('is-active');
      input.setAttribute('aria-activedescendant', item.id);
      item.scrollIntoView?.({ block: 'nearest' });
    } else {
      input.removeAttribute('aria-activedescendant');
    }
  }

  function open(): void {
    if (!isOpen) {
      isOpen = true;
      popup.hidden = false;
      input.setAttribute('aria-expanded', 'true');
    }
    render(input.getAttribute('data-cmsmf-query') === null ? '' : input.value);
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
  // Keep focus in the text box while the pointer chooses.
  list.addEventListener('mousedown', (event) => event.preventDefault(), { signal });
  list.addEventListener(
    'click',
    (event) => {
      // Inside a CF7 label a click would also activate the labelled control.
      event.preventDefault();
      const item = (event.target as Element).closest('[role=option]');
      if (!item || item.getAttribute('aria-disabled') === 'true') return;
      pick(Number(item.id.slice(listId.length + 1)));
    },
    { signal },
  );

  return {
    open,
    close,
    get isOpen() {
      return isOpen;
    },
  };
}

/** The listbox's CSS, shared by the phone, country list and address fields. */
export const LISTBOX_CSS = `
.cmsmf-listbox-popup{position:absolute;z-index:20;left:0;right:0;top:100%;margin-top:2px;background:#fff;color:#1b1b1b;border:1px solid #8c8f94;border-radius:4px;box-shadow:0 4px 12px rgba(0,0,0,.15);font-weight:400}
.cmsmf-listbox-popup[hidden]{display:none}
.cmsmf-listbox{list-style:none;margin:0;padding:.25em 0;max-height:16em;overflow:auto}
.cmsmf-listbox [role=option]{padding:.35em .6em;cursor:pointer}
.cmsmf-listbox [role=option].is-active{background:#2271b1;color:#fff;outline:2px solid #1b1b1b;outline-offset:-2px}
.cmsmf-listbox [aria-selected=true]{font-weight:600}
.cmsmf-listbox [aria-selected=true]::after{content:" \\2713"}
.cmsmf-listbox-detail{font-variant-numeric:tabular-nums}
.cmsmf-listbox-empty{cursor:default;font-style:italic}
`;
