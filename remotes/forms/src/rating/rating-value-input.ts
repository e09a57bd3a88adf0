/** The input that carries a rating, and how to give the server markup back on unmount. */
export interface RatingValueInput {
  readonly input: HTMLInputElement;
  restore(): void;
}

/**
 * The rating's value input. The add-on prints a hidden `input.eacf7-star-rating`;
 * a page that must work without scripts prints one radio button per star
 * instead (`input.eacf7-rating-choice`). Those become the add-on's shape while
 * the module runs: one hidden input under their name, holding the checked
 * value, and the radios hidden and nameless so they are neither posted nor
 * a second Tab stop. Null when there is neither.
 *
 * DOM, not a component: the one element made is a hidden input the form posts, not UI.
 */
export function valueInputOf(el: Element): RatingValueInput | null {
  const own = el.querySelector<HTMLInputElement>('input.eacf7-star-rating, input[type=hidden]');
  if (own) return { input: own, restore: () => undefined };
  const radios = [...el.querySelectorAll<HTMLInputElement>('input[type=radio]')];
  const name = radios[0]?.name;
  if (!name) return null;
  const input = el.ownerDocument.createElement('input');
  input.type = 'hidden';
  input.className = 'eacf7-star-rating';
  input.name = name;
  input.value = radios.find((radio) => radio.checked)?.value ?? '';
  el.append(input);
  for (const radio of radios) {
    radio.removeAttribute('name');
    radio.hidden = true;
  }
  return {
    input,
    restore() {
      for (const radio of radios) {
        radio.name = name;
        radio.hidden = false;
        radio.checked = radio.value === input.value;
      }
      input.remove();
    },
  };
}
