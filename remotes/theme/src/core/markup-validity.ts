/**
 * Markup validity (theme-frontend.md §5): every opening tag has its closing
 * tag in order; void elements and self-closed tags need none.
 */
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
const TAG = /<\s*(\/)?\s*([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*?(\/)?\s*>/g;

/** Whether `html` opens and closes its tags in matching order (comments ignored). */
export function isValidMarkup(html: string): boolean {
  const open: string[] = [];
  const text = html.replace(/<!--[\s\S]*?-->/g, '');
  for (const [, closing, rawName, selfClosing] of text.matchAll(TAG)) {
    const name = (rawName ?? '').toLowerCase();
    if (VOID_ELEMENTS.has(name)) continue;
    if (closing) {
      if (open.pop() !== name) return false;
    } else if (!selfClosing) {
      open.push(name);
    }
  }
  return open.length === 0;
}
