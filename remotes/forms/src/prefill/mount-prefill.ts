import type { ModuleContext } from '@cms-mf/shared-contracts';
import { readPerFormGlobal } from '@cms-mf/shared-contracts/globals';
import { isFlagOn } from '@cms-mf/shared-contracts/settings';
import { PREFILL_FORM_PARAM } from './prefill-params';

/**
 * Pre-population, loaded only when there is something to do: the address
 * names this form (`?form={id}`), or the form carries its values on to
 * another page after a send (`eacf7PrePopulateData_{id}`).
 */
export function mountPrefill(form: HTMLFormElement, formId: number, ctx: ModuleContext, signal: AbortSignal): void {
  const named = new URLSearchParams(form.ownerDocument.defaultView?.location.search ?? '').get(PREFILL_FORM_PARAM)?.trim() === String(formId);
  if (!named && !isFlagOn(readPerFormGlobal(ctx.globals, 'PrePopulate', formId)?.prePopluate)) return;
  void import(/* webpackChunkName: "form-behaviours" */ './prefill-behaviour').then(
    ({ startPrefill }) => {
      if (!signal.aborted) startPrefill(form, formId, ctx, signal);
    },
    (error: unknown) => ctx.log.warn('pre-population could not be loaded', error),
  );
}
