import { CHOICE_SEPARATOR, splitChoices, toggleChoice } from './choice-values';

export interface ChoiceItemsOptions {
  /** The element holding the items: it becomes the radio group or group. */
  readonly group: HTMLElement;
  readonly items: readonly HTMLElement[];
  /** The add-on's hidden input holding the value (", "-joined when multiple). */
  readonly hidden: HTMLInputElement;
  readonly multiple: boolean;
  readonly valueOf: (item: HTMLElement) => string;
  readonly signal: AbortSignal;
}

const ACTIVE = 'active';

/**
 * Makes the add-on's clickable choice items (image choice, product grid)
 * operable as a radio group or a group of checkboxes: one Tab stop,
 * Space/Enter to choose, arrows to move (and choose, in a radio group),
 * `aria-checked` and the `active` class showing the state. The value goes to
 * the hidden input, as the add-on writes it. Returns a reset.
 */
export function enhanceChoiceItems(options: ChoiceItemsOptions): () => void {
  const { group, items, hidden, multiple, valueOf, signal } = options;
  const role = multiple ? 'checkbox' : 'radio';
  if (!group.hasAttribute('role')) group.setAttribute('role', multiple ? 'group' : 'radiogroup');
  let focusIndex = 0;
  const chosen = () => splitChoices(hidden.value);
  const render = () => {
    const values = chosen();
    const firstChosen = items.findIndex((item) => values.includes(valueOf(item)));
    items.forEach((item, index) => {
      const on = values.includes(valueOf(item));
      item.classList.toggle(ACTIVE, on);
      item.setAttribute('role', role);
      item.setAttribute('aria-checked', String(on));
      if (!item.hasAttribute('aria-label') && !item.textContent?.trim()) item.setAttribute('aria-label', valueOf(item));
      const tabStop = multiple ? index === focusIndex : index === (firstChosen >= 0 ? firstChosen : focusIndex);
      item.tabIndex = tabStop ? 0 : -1;
    });
  };
  const choose = (item: HTMLElement) => {
    hidden.value = toggleChoice(chosen(), valueOf(item), multiple).join(CHOICE_SEPARATOR);
    focusIndex = items.indexOf(item);
    render();
    hidden.dispatchEvent(new Event('input', { bubbles: true }));
    hidden.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const itemOf = (target: EventTarget | null) => (target instanceof Node ? (items.find((candidate) => candidate.contains(target)) ?? null) : null);
  group.addEventListener('click', (event) => {
    const item = itemOf(event.target);
    if (!item) return;
    event.preventDefault();
    choose(item);
  }, { signal });
  group.addEventListener('keydown', (event) => {
    const item = itemOf(event.target);
    if (!item) return;
    const key = (event as KeyboardEvent).key;
    const index = items.indexOf(item);
    if (key === ' ' || key === 'Enter') {
      event.preventDefault();
      choose(item);
      return;
    }
    const step = key === 'ArrowRight' || key === 'ArrowDown' ? 1 : key === 'ArrowLeft' || key === 'ArrowUp' ? -1 : 0;
    const target = key === 'Home' ? 0 : key === 'End' ? items.length - 1 : step ? (index + step + items.length) % items.length : -1;
    if (target < 0) return;
    event.preventDefault();
    const next = items[target]!;
    focusIndex = target;
    // A radio group chooses as it moves; checkboxes only move.
    if (!multiple) choose(next);
    else render();
    next.focus();
  }, { signal });
  render();
  return () => {
    hidden.value = '';
    focusIndex = 0;
    render();
  };
}

/**
 * Native inputs inside the items (the reference site's markup): the browser
 * does the choosing and the keyboard; this only mirrors the state into the
 * `active` class themes style.
 */
export function mirrorNativeChoices(root: HTMLElement, items: readonly HTMLElement[], signal: AbortSignal): () => void {
  const sync = () => items.forEach((item) => item.classList.toggle(ACTIVE, item.querySelector<HTMLInputElement>('input')?.checked === true));
  root.addEventListener('change', sync, { signal });
  sync();
  return sync;
}
