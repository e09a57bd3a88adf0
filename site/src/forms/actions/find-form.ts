import type { FieldDefinition, FormDefinition } from '../../cms/form-definition';
import type { ActionContext } from '../../ajax/action-context';
import { BadFieldError } from '../../form-body/bad-field-error';

/** The CF7 form of the catalogue with that id; a request naming another is refused (BadFieldError). */
export function requireForm(context: ActionContext, id: number, requestField: string): FormDefinition {
  const form = context.cms.forms.get(id);
  if (!form || form.plugin !== 'cf7') throw new BadFieldError(requestField, `names no contact form: ${id}`);
  return form;
}

/** A field of the form of one of `types`, by name. */
export function requireField(form: FormDefinition, name: string, types: readonly string[], requestField: string): FieldDefinition {
  const field = form.fields.find((candidate) => candidate.name === name);
  if (!field || !types.includes(field.type)) throw new BadFieldError(requestField, `names no ${types.join(' or ')} field of form ${form.id}`);
  return field;
}

/** Form-tag names, as the catalogue allows them. */
export const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
