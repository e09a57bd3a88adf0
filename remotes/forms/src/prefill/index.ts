export { mountPrefill } from './mount-prefill';
export { prefillValues, prefillLink, PREFILL_FORM_PARAM } from './prefill-params';
export { applyPrefill } from './apply-prefill';
