import type { ModuleContext } from '@cms-mf/shared-contracts';
import { readPerFormGlobal } from '@cms-mf/shared-contracts/globals';
import { isFlagOn } from '@cms-mf/shared-contracts/settings';

/**
 * Pre-population, loaded only when there may be something to do: the address
 * has a `form` parameter (prefill-params.ts checks that it names this form),
 * or the form carries its values on to another page after a send
 * (`eacf7PrePopulateData_{id}`).
 */
export function mountPrefill(form: HTMLFormElement, formId: number, ctx: ModuleContext, signal: AbortSignal): void {
  if (!/[?&]form=/.test(form.ownerDocument.defaultView?.location.search ?? '') && !isFlagOn(readPerFormGlobal(ctx.globals, 'PrePopulate', formId)?.prePopluate)) return;
  void import(/* webpackChunkName: "form-behaviours" */ './prefill-behaviour').then(
    ({ startPrefill }) => {
      if (!signal.aborted) startPrefill(form, formId, ctx, signal);
    },
    (error: unknown) => ctx.log.warn('a form behaviour could not be loaded', error),
  );
}
