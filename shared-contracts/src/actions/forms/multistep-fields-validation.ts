import { stepValidationAction } from './step-validation';

export type { InvalidFieldReason, StepValidationAnswer, StepValidationRequest } from './step-validation';

/** `eacf7_multistep_fields_validation`: checks the fields of the current step (forms-addon.md §4, §7). */
export const multistepFieldsValidation = stepValidationAction('eacf7_multistep_fields_validation');
