import { renumberedName } from './repeater-rules';

const REFERENCES = ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls'];
/** Attributes that name the field for the modules mounted inside (signature, math captcha, wraps). */
const NAME_ATTRIBUTES = ['data-name'];

/**
 * Gives every field of item `n` its numbered name (`name__n`), as the add-on
 * does, and every id its numbered twin, with the labels and descriptions
 * that point at them, so no two items share an id or a name.
 */
export function renumberItem(item: Element, n: number): void {
  const ids = new Map<string, string>();
  for (const el of [item, ...item.querySelectorAll('[id]')]) {
    if (!el.id) continue;
    const next = renumberedName(el.id, n);
    ids.set(el.id, next);
    el.id = next;
  }
  for (const el of item.querySelectorAll('*')) {
    for (const attribute of REFERENCES) {
      const value = el.getAttribute(attribute);
      if (value) el.setAttribute(attribute, value.split(/\s+/).map((id) => ids.get(id) ?? id).join(' '));
    }
    for (const attribute of NAME_ATTRIBUTES) {
      const value = el.getAttribute(attribute);
      if (value) el.setAttribute(attribute, renumberedName(value, n));
    }
    const name = el.getAttribute('name');
    if (name && !name.startsWith('_')) el.setAttribute('name', renumberedName(name, n));
  }
}
