export { mountRedirection } from './mount-redirection';
export { redirectTarget, checkTarget } from './redirect-target';
export type { RedirectTarget } from './redirect-target';
export { substituteTags } from './tag-substitution';
export type { SubmittedInputs } from './tag-substitution';
export { navigate } from './navigate';
