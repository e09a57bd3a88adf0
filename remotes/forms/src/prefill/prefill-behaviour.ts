import type { Cf7SubmitDetail, ModuleContext } from '@cms-mf/shared-contracts';
import { readPerFormGlobal } from '@cms-mf/shared-contracts/globals';
import { isFlagOn } from '@cms-mf/shared-contracts/settings';
import { checkTarget } from '../redirection/redirect-target';
import { navigate } from '../redirection/navigate';
import { applyPrefill } from './apply-prefill';
import { prefillLink, prefillValues } from './prefill-params';

/**
 * Pre-population, both halves (forms-addon.md §3): this form is filled from
 * the address when its `form` parameter names it; and when the form's
 * `eacf7PrePopulateData_{id}` switch is on, a successful send carries the
 * listed fields to the target page's form.
 */
export function startPrefill(form: HTMLFormElement, formId: number, ctx: ModuleContext, signal: AbortSignal): void {
  const win = form.ownerDocument.defaultView!;
  const values = prefillValues(win.location.search, formId);
  if (values) applyPrefill(form, values);

  const settings = readPerFormGlobal(ctx.globals, 'PrePopulate', formId);
  if (!settings || !isFlagOn(settings.prePopluate) || !settings.redirectURL || settings.prePopluateForm === undefined) return;
  form.addEventListener('wpcf7mailsent', (event) => {
    const detail = (event as CustomEvent<Cf7SubmitDetail>).detail;
    if (ctx.builder.active || !detail || Number(detail.contactFormId) !== formId) return;
    const link = prefillLink(settings.redirectURL!, settings.prePopluateForm!, settings.fields ?? [], detail.inputs ?? [], win.location.href);
    const target = checkTarget(link ?? '', false);
    if (target.kind === 'refused' || !link) ctx.log.warn(`pre-populate target ${JSON.stringify(settings.redirectURL)} refused`);
    if (target.kind === 'go') navigate(win, target.url, false);
  }, { signal });
}
