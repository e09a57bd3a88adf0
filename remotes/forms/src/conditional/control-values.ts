import type { ConditionalValues } from '@cms-mf/shared-contracts/rules';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The form's named controls, its own only (not those of a form nested by mistake). */
export function namedControls(form: HTMLFormElement): Control[] {
  return [...form.elements].filter((el): el is Control => 'name' in el && typeof (el as Control).name === 'string' && (el as Control).name !== '' && 'value' in el);
}

/**
 * Every control's value by name, disabled ones included: the conditional
 * rules need the value a field in a hidden group holds, to show it again
 * when its group comes back. Unchecked boxes give nothing; files are left out.
 */
export function controlValues(form: HTMLFormElement): ConditionalValues {
  const values: Record<string, string[]> = {};
  const add = (name: string, value: string) => (values[name] ??= []).push(value);
  for (const control of namedControls(form)) {
    if (control instanceof HTMLInputElement) {
      if (control.type === 'file' || control.type === 'submit' || control.type === 'button') continue;
      if ((control.type === 'checkbox' || control.type === 'radio') && !control.checked) continue;
    }
    if (control instanceof HTMLSelectElement && control.multiple) {
      for (const option of control.selectedOptions) add(control.name, option.value);
      continue;
    }
    add(control.name, control.value);
  }
  const result: Record<string, string | string[]> = {};
  for (const [name, list] of Object.entries(values)) {
    const bare = name.replace(/\[\]$/, '');
    result[bare] = list.length === 1 && bare === name ? list[0]! : list;
  }
  return result;
}
