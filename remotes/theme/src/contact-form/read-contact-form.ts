import { type ConditionalValue, hiddenFieldIds, parseConditionalLogic } from '@cms-mf/shared-contracts/rules';
import type { ContactFieldSnapshot, ContactFieldType } from './validate-contact-form';

const FIELD = '.et_pb_contact_field';
const HIDDEN_CLASS = 'et_pb_contact_field--hidden';
const TYPES: readonly ContactFieldType[] = ['input', 'email', 'text', 'checkbox', 'radio', 'select'];

const textOf = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

function typeOf(wrapper: HTMLElement): ContactFieldType {
  const type = wrapper.dataset.type as ContactFieldType | undefined;
  return type && TYPES.includes(type) ? type : 'input';
}

function groupInputs(wrapper: HTMLElement, type: 'checkbox' | 'radio'): HTMLInputElement[] {
  return [...wrapper.querySelectorAll<HTMLInputElement>(`input[type=${type}]`)];
}

function controlOf(wrapper: HTMLElement): HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null {
  return wrapper.querySelector('input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea, select');
}

/** A field's current value, as the conditional rules and the checks read it. */
function valueOf(wrapper: HTMLElement): string | string[] {
  const type = typeOf(wrapper);
  if (type === 'checkbox' || type === 'radio') {
    const checked = groupInputs(wrapper, type).filter((input) => input.checked).map((input) => input.value);
    return type === 'radio' ? (checked[0] ?? '') : checked;
  }
  return controlOf(wrapper)?.value ?? '';
}

/** The form's fields (`p.et_pb_contact_field`) with a `data-id`. */
export function contactFieldElements(form: Element): HTMLElement[] {
  return [...form.querySelectorAll<HTMLElement>(FIELD)].filter((wrapper) => (wrapper.dataset.id ?? '') !== '');
}

/** Reads every field as the visitor left it (theme-frontend.md §3 field descriptors). */
export function readContactFields(form: Element): ContactFieldSnapshot[] {
  return contactFieldElements(form).map((wrapper) => {
    const type = typeOf(wrapper);
    const group = type === 'checkbox' || type === 'radio' ? groupInputs(wrapper, type) : [];
    const control = controlOf(wrapper);
    const marked = wrapper.querySelector('[data-required_mark]')?.getAttribute('data-required_mark');
    // A checkbox group is named by its title alone: the labels inside it are its options (an untitled
    // group is listed by the site's `wrong_checkbox` text when left unchecked).
    const label = type === 'checkbox'
      ? textOf(wrapper.querySelector('.et_pb_contact_field_options_title'))
      : textOf(wrapper.querySelector('.et_pb_contact_field_options_title, .et_pb_contact_form_label, label')) || control?.getAttribute('placeholder') || wrapper.dataset.id!;
    const name = (group[0]?.name ?? control?.name ?? '').replace(/\[\]$/, '');
    return { id: wrapper.dataset.id!, name, type, label, required: marked === 'required', value: valueOf(wrapper), hidden: isHidden(wrapper) };
  });
}

export const isHidden = (wrapper: HTMLElement): boolean => wrapper.hidden || wrapper.classList.contains(HIDDEN_CLASS);

/**
 * Shows and hides the fields that carry conditional logic, by the shared
 * rule. A hidden field keeps what was typed; it is listed as hidden in the
 * post and the server skips it.
 */
export function applyConditionalLogic(form: Element): void {
  const wrappers = contactFieldElements(form);
  const byId = new Map(wrappers.map((wrapper) => [wrapper.dataset.id!, wrapper]));
  const fields = wrappers.map((wrapper) => ({ id: wrapper.dataset.id!, logic: parseConditionalLogic(wrapper.dataset.conditionalLogic, wrapper.dataset.conditionalRelation) }));
  const value = (id: string): ConditionalValue => {
    const wrapper = byId.get(id);
    return wrapper ? valueOf(wrapper) : null;
  };
  const hidden = hiddenFieldIds(fields, value);
  for (const field of fields) {
    if (!field.logic) continue;
    const wrapper = byId.get(field.id)!;
    const hide = hidden.has(field.id);
    wrapper.classList.toggle(HIDDEN_CLASS, hide);
    wrapper.hidden = hide;
  }
}
