/**
 * Adds a feature's little CSS to the document once, however many elements
 * the feature is mounted on, and removes it with the last of them. Each
 * feature passes its own `key`; the rules stay low in specificity so a
 * theme's or the add-on's own stylesheet wins.
 */
export function acquireStyle(doc: Document, key: string, css: string): () => void {
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
    if (users > 0) held.setAttribute(mark, String(users));
    else held.remove();
  };
}
