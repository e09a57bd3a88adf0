/** A `type="button"` (never a submit) named by `label` for screen readers and showing `text`, often a glyph. */
export function createButton(doc: Document, className: string, label: string, text: string): HTMLButtonElement {
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = className;
  button.setAttribute('aria-label', label);
  button.textContent = text;
  return button;
}
