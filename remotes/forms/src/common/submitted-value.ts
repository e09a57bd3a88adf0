/**
 * A field whose visible text differs from what it submits (the phone shows
 * `020 7946 0958` and submits `+442079460958`): the visible input gives its
 * `name` to a hidden input placed after it, so the form posts the hidden one
 * (with CF7's script or without). Unmounting gives the name back.
 *
 * DOM, not a component: the one element made is a hidden input the form posts, not UI.
 */
export interface SubmittedValue {
  set(value: string): void;
  restore(): void;
}

export function moveNameToHidden(input: HTMLInputElement): SubmittedValue {
  const name = input.name;
  const hidden = input.ownerDocument.createElement('input');
  hidden.type = 'hidden';
  hidden.name = name;
  hidden.value = input.value;
  hidden.setAttribute('data-cmsmf-value-of', name);
  input.after(hidden);
  input.removeAttribute('name');
  return {
    set(value) {
      hidden.value = value;
    },
    restore() {
      input.name = name;
      hidden.remove();
    },
  };
}
