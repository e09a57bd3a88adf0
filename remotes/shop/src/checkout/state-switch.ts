import { stateControlFor } from '@cms-mf/shared-contracts/actions';

/** The attributes a state control keeps when its kind changes (the platform's `country-select` copies them too). */
const KEPT = ['name', 'id', 'autocomplete', 'form', 'aria-invalid'] as const;

/**
 * Gives `{kind}_state` the control its country calls for, as the platform's
 * `country-select` does on a country change: a `select` of the country's
 * states, a text input, or a hidden empty input with its row hidden. The
 * required marker follows (required only with a state list). A typed value
 * is kept when the new control can hold it.
 */
export function switchStateField(root: ParentNode, kind: 'billing' | 'shipping', country: string): void {
  const current = root.querySelector<HTMLInputElement | HTMLSelectElement>(`#${kind}_state`);
  const row = current?.closest<HTMLElement>('.form-row');
  const label = row?.querySelector('label');
  if (!current || !row || !label) return;
  const doc = current.ownerDocument;
  const control = stateControlFor(country);
  let next: HTMLInputElement | HTMLSelectElement;
  if (control.kind === 'select') {
    const select = doc.createElement('select');
    select.className = 'state_select';
    select.append(new Option('Select an option…', ''), ...Object.entries(control.states).map(([code, name]) => new Option(name, code)));
    select.value = Object.prototype.hasOwnProperty.call(control.states, current.value) ? current.value : '';
    next = select;
  } else {
    const input = doc.createElement('input');
    input.type = control.kind === 'hidden' ? 'hidden' : 'text';
    input.className = control.kind === 'hidden' ? 'hidden' : 'input-text';
    input.value = control.kind === 'hidden' || current instanceof HTMLSelectElement ? '' : current.value;
    next = input;
  }
  if (next.tagName === current.tagName && (next as HTMLInputElement).type === (current as HTMLInputElement).type) {
    // Same kind of control (text to text): nothing to swap.
    return;
  }
  for (const name of KEPT) {
    const value = current.getAttribute(name);
    if (value !== null) next.setAttribute(name, value);
  }
  const required = control.kind === 'select';
  if (required) next.setAttribute('aria-required', 'true');
  current.replaceWith(next);
  row.hidden = control.kind === 'hidden';
  row.classList.toggle('validate-required', required);
  const marker = doc.createElement(required ? 'abbr' : 'span');
  marker.className = required ? 'required' : 'optional';
  if (required) marker.title = 'required';
  marker.textContent = required ? '*' : '(optional)';
  label.replaceChildren((label.firstChild?.textContent ?? '').trim(), ' ', marker);
}
