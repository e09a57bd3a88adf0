/**
 * Marks server markup that only its module makes usable (a preview button, the save-progress area, a
 * signature pad), in place of `hidden`: with scripts on it keeps its room from the first paint, unseen
 * (out of the accessibility tree and the tab order), so nothing moves when the module shows it; with
 * scripts off it takes no room. A server prints it only where the module will show the part.
 */
export const AWAITS_MODULE_ATTRIBUTE = 'data-cmsmf-awaits';

/**
 * The sheet a page that prints the mark carries in its head (the reference site does). `!important`: a
 * field's own sheet lays the part out (`display:block`) so that its room is the mounted one.
 */
export const AWAITS_MODULE_CSS = `[${AWAITS_MODULE_ATTRIBUTE}]{visibility:hidden}\n@media (scripting:none){[${AWAITS_MODULE_ATTRIBUTE}]{display:none!important}}`;

/**
 * Shows a part its module now runs: drops the mark and `hidden` (hand-written markup may use either).
 * Returns what puts the part back as it was, for the module's unmount.
 */
export function showAwaited(el: HTMLElement): () => void {
  const marked = el.hasAttribute(AWAITS_MODULE_ATTRIBUTE);
  const hidden = el.hidden;
  el.removeAttribute(AWAITS_MODULE_ATTRIBUTE);
  el.hidden = false;
  return () => {
    if (marked) el.setAttribute(AWAITS_MODULE_ATTRIBUTE, '');
    el.hidden = hidden;
  };
}

/** Whether a part waits for its module (marked, or `hidden`). */
export const awaitsModule = (el: HTMLElement): boolean => el.hidden || el.hasAttribute(AWAITS_MODULE_ATTRIBUTE);
