/**
 * Makes a text box the combobox of a listbox popup (WAI-ARIA combobox with list
 * autocomplete), closed. Set as soon as the box exists, before its listbox is
 * loaded, so the box is announced as what it is from the start.
 */
export function markCombobox(input: HTMLInputElement): void {
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.autocomplete = 'off';
}
