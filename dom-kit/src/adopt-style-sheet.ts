/** The attribute that marks a sheet with this id: the runtime's, or one the page printed itself. */
export const styleSheetMark = (id: string): string => `data-cmsmf-style-${id}`;

/**
 * Adds a feature's CSS once per document as a `<style data-cmsmf-style-{id}>`
 * in `parent` (the head by default) and returns its release; the last release
 * removes it. The count of users lives on the element itself, not in this
 * module, because every remote bundles its own copy of this file: two copies
 * holding the same sheet still share one count.
 *
 * A sheet the page printed itself (the attribute without a count) is used as
 * it is: neither counted nor ever removed.
 */
export function adoptStyleSheet(doc: Document, id: string, css: string, parent: ParentNode = doc.head): () => void {
  const mark = styleSheetMark(id);
  let style = parent.querySelector<HTMLStyleElement>(`style[${mark}]`);
  if (!style) {
    style = doc.createElement('style');
    style.setAttribute(mark, '0');
    style.textContent = css;
    parent.append(style);
  }
  const held = style;
  const count = (by: number) => {
    const users = Number(held.getAttribute(mark)) + by;
    if (users > 0) held.setAttribute(mark, String(users));
    else held.remove();
  };
  if (!held.getAttribute(mark)) return () => undefined;
  count(1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    count(-1);
  };
}
