import type { ActionHandler } from '../../ajax/action-handler';
import { handleStepValidation, parseStepValidation } from './step-validation';

/** `eacf7_conversational_fields_validation`: same rules as the multistep check, one question at a time. */
export const conversationalFieldsValidation: ActionHandler<'eacf7_conversational_fields_validation'> = {
  parse: parseStepValidation,
  handle: handleStepValidation,
};
