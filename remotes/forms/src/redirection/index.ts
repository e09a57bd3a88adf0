export { mountAfterSend } from './mount-after-send';
export { afterSendBehaviours } from './after-send';
export { followRedirection } from './follow-redirection';
export { whenMailSent } from './when-mail-sent';
export { redirectTarget, checkTarget } from './redirect-target';
export type { RedirectTarget } from './redirect-target';
export { substituteTags } from './tag-substitution';
export type { SubmittedInputs } from './tag-substitution';
export { navigate } from './navigate';
