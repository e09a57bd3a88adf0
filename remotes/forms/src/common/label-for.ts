let counter = 0;

/**
 * CF7 forms wrap a field in its `label`, and a label names its first
 * labelable descendant: once a field adds a button before its input (the
 * phone's country), the label would name the button. Pointing the label at
 * the input with `for` keeps the input named by it. Returns the undo.
 */
export function keepLabelOn(input: HTMLInputElement): () => void {
  const label = input.closest('label');
  if (!label || label.htmlFor) return () => undefined;
  const hadId = input.id !== '';
  if (!hadId) input.id = `cmsmf-field-${++counter}`;
  label.htmlFor = input.id;
  return () => {
    label.removeAttribute('for');
    if (!hadId) input.removeAttribute('id');
  };
}

/** The text of the label that names `control`, without the required star; '' when it has none. */
export function labelTextOf(control: HTMLInputElement | HTMLSelectElement): string {
  const label = control.labels?.[0] ?? control.closest('label');
  if (!label) return '';
  const copy = label.cloneNode(true) as HTMLElement;
  for (const extra of copy.querySelectorAll('.required, input, select, textarea, button, [aria-hidden="true"], .wpcf7-form-control-wrap')) extra.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}
