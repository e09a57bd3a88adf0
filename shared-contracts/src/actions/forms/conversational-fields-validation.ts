import { stepValidationAction } from './step-validation';

/** `eacf7_conversational_fields_validation`: the multistep call for the current question (forms-addon.md §7). */
export const conversationalFieldsValidation = stepValidationAction('eacf7_conversational_fields_validation');
