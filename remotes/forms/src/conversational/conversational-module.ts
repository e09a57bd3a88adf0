import { proModule } from '../common/pro-flag';
import { mountStepForm, type StepFormSetup } from '../steps/step-form';

/**
 * The conversational markup (MARKUP-FACTS §3.2): one `.eacf7-conversational`
 * question at a time, its `.eacf7-conversational-control` Next button, and the
 * shared `.eacf7-conversational-prev-next-control` arrows.
 */
export const CONVERSATIONAL_SETUP: StepFormSetup = {
  action: 'eacf7_conversational_fields_validation',
  stepSelector: '.eacf7-conversational',
  nextSelector: '.eacf7-conversational-control button, .eacf7-next, .eacf7-conversational-prev-next-control .next',
  prevSelector: '.eacf7-prev, .eacf7-conversational-prev-next-control .prev',
  enterAdvances: true,
  submitFromLastStep: true,
};

/** `./conversational`, mounted on `.eacf7-conversational-form`; the thank-you screen is `./form`'s. */
export const conversationalModule = proModule((el, ctx, signal) =>
  el instanceof HTMLElement ? mountStepForm(el, ctx, signal, CONVERSATIONAL_SETUP) : undefined,
);
