import { proModule } from '../common/pro-flag';
import { mountStepForm, type StepFormSetup } from '../steps/step-form';

/** The multistep markup (MARKUP-FACTS §3.2): `.eacf7-multistep` steps with `.eacf7-prev` / `.eacf7-next`. */
export const MULTISTEP_SETUP: StepFormSetup = {
  action: 'eacf7_multistep_fields_validation',
  stepSelector: '.eacf7-multistep',
  nextSelector: '.eacf7-next',
  prevSelector: '.eacf7-prev',
  // Enter in an earlier step would otherwise send the whole form through its (hidden) submit button.
  enterAdvances: true,
  submitFromLastStep: false,
};

/** `./multistep`, mounted on `.eacf7-multisetp-form` (the misspelling is the product's). */
export const multistepModule = proModule((el, ctx, signal) =>
  el instanceof HTMLElement ? mountStepForm(el, ctx, signal, MULTISTEP_SETUP) : undefined,
);
