/** A control's field name without the `[]` PHP uses for multi-value fields. */
export function fieldName(name: string): string {
  return name.endsWith('[]') ? name.slice(0, -2) : name;
}

/**
 * Names of the fields inside `root`, in document order, each once: what a
 * step sends as `validation_fields`. CF7's hidden fields (`_wpcf7…`) and
 * buttons are not fields.
 */
export function fieldNamesWithin(root: ParentNode): string[] {
  const names = new Set<string>();
  for (const control of root.querySelectorAll<HTMLInputElement>('input[name], select[name], textarea[name]')) {
    const name = fieldName(control.name);
    if (name === '' || name.startsWith('_')) continue;
    if (control instanceof HTMLInputElement && ['submit', 'button', 'reset', 'image'].includes(control.type)) continue;
    names.add(name);
  }
  return [...names];
}

/** CF7's wrap of one field: `span.wpcf7-form-control-wrap[data-name]`. */
export function wrapOf(root: ParentNode, field: string): HTMLElement | null {
  for (const wrap of root.querySelectorAll<HTMLElement>('.wpcf7-form-control-wrap[data-name]')) {
    if (wrap.getAttribute('data-name') === field) return wrap;
  }
  return null;
}
