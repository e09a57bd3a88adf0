import type { ActionHandler } from '../../ajax/action-handler';
import { handleStepValidation, parseStepValidation } from './step-validation';

/** `eacf7_multistep_fields_validation`: server check of one step before "next" (see step-validation.ts). */
export const multistepFieldsValidation: ActionHandler<'eacf7_multistep_fields_validation'> = {
  parse: parseStepValidation,
  handle: handleStepValidation,
};
