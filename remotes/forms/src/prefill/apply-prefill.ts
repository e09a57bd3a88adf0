type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Inputs the address never fills: files, buttons, passwords, and the value lists of uploaders and signatures. */
const NEVER = new Set(['file', 'submit', 'button', 'reset', 'image', 'password']);
const SKIP_CLASSES = ['upload-file-list', 'eacf7-signature-value'];

/**
 * Fills a form's controls from pre-fill values, as values only: `.value`,
 * `.checked` and `.selected`, never markup. Text, masked, hidden-rating and
 * other single inputs take the first value; checkboxes and radios are
 * checked when their value is listed; selects select the listed options.
 * Each filled control then fires `input`, `change` and `keyup`, as the add-on
 * does, so masks format and conditional rules re-run. Returns the names it filled.
 */
export function applyPrefill(form: HTMLFormElement, values: ReadonlyMap<string, readonly string[]>): string[] {
  const filled: string[] = [];
  for (const [name, list] of values) {
    if (name.startsWith('_')) continue;
    const controls = [...form.elements].filter((el): el is Control => {
      const control = el as Control;
      return (control.name === name || control.name === `${name}[]`) && 'value' in control;
    });
    let touched = false;
    for (const control of controls) {
      if (control instanceof HTMLInputElement && (NEVER.has(control.type) || SKIP_CLASSES.some((cls) => control.classList.contains(cls)))) continue;
      if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
        control.checked = list.includes(control.value);
      } else if (control instanceof HTMLSelectElement) {
        for (const option of control.options) option.selected = control.multiple ? list.includes(option.value) : option.value === list[0];
      } else {
        control.value = list[0] ?? '';
      }
      touched = true;
      for (const type of ['input', 'change', 'keyup']) control.dispatchEvent(new Event(type, { bubbles: true }));
    }
    if (touched) filled.push(name);
  }
  return filled;
}
