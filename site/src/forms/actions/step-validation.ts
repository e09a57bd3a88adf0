import type { InvalidFieldReason, StepValidationAnswer, StepValidationRequest } from '@cms-mf/shared-contracts/actions';
import type { ActionContext } from '../../ajax/action-context';
import type { Outcome } from '../../ajax/action-handler';
import { succeed } from '../../ajax/action-handler';
import { BadFieldError } from '../../form-body/bad-field-error';
import type { RawFields } from '../../form-body/raw-fields';
import { checkFormValues } from '../checks/check-form-values';
import { FIELD_NAME, requireForm } from './find-form';

/** Fields of the request that are not form values. */
const CONTROL_FIELDS = ['action', 'nonce', 'id', 'validation_fields'];

/** Shared by the multistep and conversational actions: the step's field names and every posted value. */
export function parseStepValidation(fields: RawFields): StepValidationRequest {
  const names = fields.list('validation_fields', { maxItems: 100, max: 64 });
  if (names.length === 0) throw new BadFieldError('validation_fields', 'must name at least one field');
  const bad = names.find((name) => !FIELD_NAME.test(name));
  if (bad !== undefined) throw new BadFieldError('validation_fields', `has an invalid field name: ${JSON.stringify(bad.slice(0, 64))}`);
  return { ...fields.textValues(CONTROL_FIELDS), id: fields.integer('id', { min: 1 }), validation_fields: names };
}

/**
 * Applies the form's configured rules to the listed fields only (forms-addon.md
 * §4: "next validates the current step on the server"). Answers `is_valid`
 * and, per invalid field, its id and reason; stores nothing.
 */
export function handleStepValidation(request: StepValidationRequest, context: ActionContext): Outcome<StepValidationAnswer> {
  const form = requireForm(context, request.id, 'id');
  const unknown = request.validation_fields.find((name) => !form.fields.some((field) => field.name === name));
  if (unknown !== undefined) throw new BadFieldError('validation_fields', `names no field of form ${form.id}: ${unknown}`);
  const { id: _id, validation_fields: names, ...values } = request;
  const posted = Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string | string[]] => typeof entry[1] === 'string' || Array.isArray(entry[1])));
  const check = checkFormValues(form, posted, context.repos, names);
  const invalid: Record<string, InvalidFieldReason> = {};
  // Name -> id and reason (forms-addon.md §7). The id is the control's element id, as CF7's
  // `idref`; the forms this site renders give their controls none, so it is null.
  for (const [name, reason] of check.invalid) invalid[name] = { id: null, reason };
  return succeed({ is_valid: check.invalid.size === 0, invalid_fields: invalid });
}
