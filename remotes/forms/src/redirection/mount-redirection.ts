import type { Cf7SubmitDetail, ModuleContext } from '@cms-mf/shared-contracts';
import { readPerFormGlobal } from '@cms-mf/shared-contracts/globals';
import { navigate } from './navigate';
import { redirectTarget } from './redirect-target';

/** After `wpcf7mailsent` of this form, follows its `eacf7RedirectionData_{id}` target; an unsafe one is logged and ignored. */
export function mountRedirection(form: HTMLFormElement, formId: number, ctx: ModuleContext, signal: AbortSignal): void {
  const settings = readPerFormGlobal(ctx.globals, 'Redirection', formId);
  if (!settings) return;
  form.addEventListener('wpcf7mailsent', (event) => {
    const detail = (event as CustomEvent<Cf7SubmitDetail>).detail;
    if (ctx.builder.active || !detail || Number(detail.contactFormId) !== formId) return;
    const target = redirectTarget(settings, detail.inputs ?? []);
    if (target.kind === 'refused') ctx.log.warn(`redirection to ${JSON.stringify(target.url)} refused: only http(s) or same-origin targets are followed`);
    if (target.kind === 'go') navigate(form.ownerDocument.defaultView!, target.url, target.newTab);
  }, { signal });
}
