import type { ActionName, ModuleContext, StepValidationAnswer } from '@cms-mf/shared-contracts';
import { fieldNamesWithin } from '../common/field-names';
import { fieldValues } from '../common/form-values';

export type StepValidationAction = Extract<ActionName, 'eacf7_multistep_fields_validation' | 'eacf7_conversational_fields_validation'>;

/**
 * The payload of a step validation (forms-addon.md §7): the form id, every
 * field's value under its name, and the names of the step's fields in
 * `validation_fields`. Form values come first so that a field named `id`
 * cannot replace the form id.
 */
export function stepValidationPayload(formId: number, formEntries: Iterable<[string, FormDataEntryValue]>, stepNames: readonly string[]) {
  return { ...fieldValues(formEntries), id: formId, validation_fields: [...stepNames] };
}

/** Asks the server whether the fields of `step` are valid; rejects with the client's typed errors. */
export async function validateStep(
  ctx: ModuleContext,
  action: StepValidationAction,
  form: HTMLFormElement,
  formId: number,
  step: Element,
  signal: AbortSignal,
): Promise<StepValidationAnswer> {
  const names = fieldNamesWithin(step);
  if (names.length === 0) return { is_valid: true, invalid_fields: {} };
  const client = await ctx.client();
  return client.call(action, stepValidationPayload(formId, new FormData(form).entries(), names), { signal });
}
