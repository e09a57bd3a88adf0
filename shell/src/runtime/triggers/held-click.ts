/**
 * Which clicks the shell holds while a module loads and replays once it has
 * mounted: those that would activate something (follow a link, press a button,
 * send a form). Other clicks (into a text field, on a label or a checkbox) keep
 * their native effect at once and only wake the module.
 */
const ACTIVATES = 'a[href], area[href], button, input[type=submit], input[type=image], input[type=button], input[type=reset], summary, [role=button]';

export interface ClickLike {
  readonly button: number;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly defaultPrevented: boolean;
}

/** A primary click with no modifier that nothing has taken yet: the only kind the shell holds. */
export function isPlainClick(event: ClickLike): boolean {
  return !(event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
}

/** The element a plain primary click activates, or null when the click is not held (modified clicks keep their meaning). */
export function activatedBy(event: ClickLike, target: EventTarget | null): Element | null {
  if (!isPlainClick(event)) return null;
  return target instanceof Element ? target.closest(ACTIVATES) : null;
}
