export { mountPrefill } from './mount-prefill';
export { startPrefill } from './prefill-behaviour';
export { prefillValues, prefillLink, PREFILL_FORM_PARAM } from './prefill-params';
export { applyPrefill } from './apply-prefill';
