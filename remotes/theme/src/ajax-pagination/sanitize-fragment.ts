/**
 * Cleans server HTML before it enters the page (DESIGN.md §8), on nodes of an
 * inert parsed document (DOMParser runs no scripts): elements that run code or
 * change the page (`script`, `iframe`, `object`, `embed`, `base`, `meta`,
 * `link`, `style`, `template`, `noscript`, `frame`) go, as do event-handler
 * attributes, `srcdoc`, and URLs with a script scheme.
 */
const REMOVED = 'script, iframe, frame, frameset, object, embed, base, meta, link, style, template, noscript, applet';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data', 'background'];
const SCRIPT_SCHEME = /^\s*(javascript|vbscript|data)\s*:/i;

export function sanitizeFragment(root: Element): Element {
  for (const el of root.querySelectorAll(REMOVED)) el.remove();
  for (const el of [root, ...root.querySelectorAll('*')]) {
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase();
      // Control and whitespace characters inside a scheme (`java\tscript:`) are ignored by browsers: strip them before checking.
      const value = [...attr.value].filter((char) => char.charCodeAt(0) > 0x20).join('');
      if (name.startsWith('on') || name === 'srcdoc' || name === 'style' && /expression|url\s*\(\s*['"]?\s*javascript/i.test(attr.value)) el.removeAttribute(attr.name);
      else if (URL_ATTRIBUTES.includes(name) && SCRIPT_SCHEME.test(value) && !/^data:image\/(png|gif|jpe?g|webp);/i.test(value)) el.removeAttribute(attr.name);
    }
  }
  return root;
}
