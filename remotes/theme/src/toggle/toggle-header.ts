import type { DomRestorer } from '../dom/dom-restorer';

const OPEN = 'et_pb_toggle_open';
const CLOSE = 'et_pb_toggle_close';

/** One toggle's parts, with a disclosure button made inside its title. */
export interface ToggleParts {
  readonly toggle: HTMLElement;
  /** `.et_pb_toggle_title`: the whole bar is the click target (MARKUP-FACTS), the icon at its end included. */
  readonly title: HTMLElement;
  readonly button: HTMLButtonElement;
  readonly content: HTMLElement;
  isOpen(): boolean;
  /** Sets the state classes and ARIA at once (the animation is the caller's). */
  setOpen(open: boolean): void;
}

/**
 * Makes a toggle's title a disclosure button (WAI-ARIA APG): the title stays a
 * heading and its content moves into a button it holds; unmount (the returned
 * undo) moves it back. The content region is labelled by the button. The
 * button is as wide as its text, the theme's bar (and its icon at the right
 * end) wider: the controller listens on the title, which the button's own
 * clicks and keys reach too.
 */
export function createToggleParts(toggle: HTMLElement, id: string, restorer: DomRestorer): { parts: ToggleParts; undo: () => void } | null {
  const title = toggle.querySelector<HTMLElement>(':scope > .et_pb_toggle_title');
  const content = toggle.querySelector<HTMLElement>(':scope > .et_pb_toggle_content');
  if (!title || !content) return null;
  const doc = toggle.ownerDocument;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'cmsmf-toggle-button';
  button.id = `${id}-button`;
  button.append(...title.childNodes);
  title.append(button);
  if (!content.id) restorer.attr(content, 'id', `${id}-content`);
  restorer.attr(content, 'role', 'region');
  restorer.attr(content, 'aria-labelledby', button.id);
  button.setAttribute('aria-controls', content.id);
  const parts: ToggleParts = {
    toggle,
    title,
    button,
    content,
    isOpen: () => toggle.classList.contains(OPEN),
    setOpen(open) {
      restorer.toggleClass(toggle, OPEN, open);
      restorer.toggleClass(toggle, CLOSE, !open);
      button.setAttribute('aria-expanded', String(open));
      restorer.style(content, 'display', open ? 'block' : 'none');
    },
  };
  parts.setOpen(parts.isOpen());
  return {
    parts,
    undo: () => {
      title.append(...button.childNodes);
      button.remove();
    },
  };
}
