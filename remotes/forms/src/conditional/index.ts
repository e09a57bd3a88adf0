export { mountConditionalFields } from './mount-conditional';
export { createConditionalFields } from './conditional-fields';
export { controlValues } from './control-values';
