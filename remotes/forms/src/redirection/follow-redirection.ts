import type { Cf7SubmitDetail, ModuleContext } from '@cms-mf/shared-contracts';
import type { RedirectionSettings } from '@cms-mf/shared-contracts/settings';
import { navigate } from './navigate';
import { redirectTarget } from './redirect-target';

/** After a send: follows the form's redirection target; an unsafe one is logged and ignored. */
export const followRedirection = (form: HTMLFormElement, settings: RedirectionSettings, ctx: ModuleContext) => (detail: Cf7SubmitDetail): void => {
  const target = redirectTarget(settings, detail.inputs ?? []);
  if (target.kind === 'refused') ctx.log.warn(`redirection to ${JSON.stringify(target.url)} refused: only http(s) or same-origin targets are followed`);
  if (target.kind === 'go') navigate(form.ownerDocument.defaultView!, target.url, target.newTab);
};
