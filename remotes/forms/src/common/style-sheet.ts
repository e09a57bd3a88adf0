/**
 * Adds a feature's little CSS once per document (a `style` element marked
 * with `key`), counting its users; the release removes it with the last one.
 * Scoped to the feature's classes and low in specificity, so a theme wins.
 */
export function acquireStyleSheet(doc: Document, key: string, css: string): () => void {
  const mark = `data-cmsmf-style-${key}`;
  let style = doc.head.querySelector<HTMLStyleElement>(`style[${mark}]`);
  if (!style) {
    style = doc.createElement('style');
    style.setAttribute(mark, '0');
    style.textContent = css;
    doc.head.appendChild(style);
  }
  const held = style;
  held.setAttribute(mark, String(Number(held.getAttribute(mark)) + 1));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const users = Number(held.getAttribute(mark)) - 1;
    if (users <= 0) held.remove();
    else held.setAttribute(mark, String(users));
  };
}
