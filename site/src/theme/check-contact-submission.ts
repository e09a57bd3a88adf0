import { type ConditionalValue, hiddenFieldIds, isValidEmail, parseConditionalLogic } from '@cms-mf/shared-contracts/rules';
import { FIELD_VALUE_MAX_LENGTH } from '../forms/checks/field-messages';
import type { FormDefinition } from '../cms/form-definition';
import { CONTACT_MESSAGES, contactInputName, type ContactFormState } from './contact-form-state';

/**
 * The module's server-side checks (theme-frontend.md §5): required fields and
 * groups, e-mail fields, offered choices, and a filled-in captcha; fields the
 * browser hid by conditional logic are skipped. Returns the state to render:
 * errors, or none. Pure: the caller stores nothing unless `errors` is empty.
 */
export function checkContactSubmission(form: FormDefinition, posted: Readonly<Record<string, string | string[]>>): ContactFormState {
  const n = form.id;
  const read = (name: string): string => {
    const value = Object.hasOwn(posted, name) ? posted[name] : undefined;
    return Array.isArray(value) ? value.join(', ') : (value ?? '');
  };
  // Hidden: what the browser says it hid (as the theme trusts it), and what the form's own rules hide
  // for the posted values, so a post made without scripts is not asked for a field it never needed.
  const hidden = [...parseList(read(`et_pb_contact_email_hidden_fields_${n}`)), ...hiddenByRules(form, (name) => read(contactInputName(name, n)))];
  const values: Record<string, string> = {};
  const invalid = new Set<string>();
  const errors = new Set<string>();
  for (const field of form.fields) {
    const value = read(contactInputName(field.name, n)).trim();
    values[field.name] = value;
    if (hidden.includes(field.name)) continue;
    const fail = (message: string) => (invalid.add(field.name), errors.add(message));
    if (value === '') {
      if (field.rules?.required) fail(CONTACT_MESSAGES.required);
      continue;
    }
    if ([...value].length > (field.rules?.maxlength ?? FIELD_VALUE_MAX_LENGTH)) fail(CONTACT_MESSAGES.tooLong);
    else if (field.type === 'email' && !isValidEmail(value)) fail(CONTACT_MESSAGES.invalidEmail);
    else if ((field.type === 'select' || field.type === 'radio') && !(field.options ?? []).includes(value)) fail(CONTACT_MESSAGES.invalidChoice);
    else if (field.type === 'checkbox' && !value.split(', ').every((choice) => (field.options ?? []).includes(choice))) fail(CONTACT_MESSAGES.invalidChoice);
  }
  // The sum itself is checked in the browser, as the module does; the server requires an answer.
  if (form.divi?.captcha && !/^\d{1,3}$/.test(read(`et_pb_contact_captcha_${n}`).trim())) errors.add(CONTACT_MESSAGES.captcha);
  return { values, errors: [...errors], invalidFields: invalid };
}

function hiddenByRules(form: FormDefinition, read: (name: string) => string): string[] {
  const conditions = form.divi?.conditional_logic ?? {};
  const fields = form.fields.map((field) => {
    const logic = Object.hasOwn(conditions, field.name) ? conditions[field.name]! : undefined;
    return { id: field.name, logic: logic ? parseConditionalLogic(JSON.stringify(logic.rules), logic.relation) : null };
  });
  const types = new Map(form.fields.map((field) => [field.name, field.type]));
  const valueOf = (name: string): ConditionalValue => {
    if (!types.has(name)) return null;
    const value = read(name);
    return types.get(name) === 'checkbox' ? value.split(', ').filter(Boolean) : value;
  };
  return [...hiddenFieldIds(fields, valueOf)];
}

function parseList(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text || '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
