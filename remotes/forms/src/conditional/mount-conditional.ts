import type { ModuleContext } from '@cms-mf/shared-contracts';
import { readPerFormGlobal } from '@cms-mf/shared-contracts/globals';

/**
 * Starts a form's conditional fields when the page printed
 * `eacf7ConditionalData_{id}`. The rules engine is a chunk of its own, loaded
 * only by forms that have rules, so `./form` stays small on every other page.
 */
export function mountConditionalFields(form: HTMLFormElement, formId: number, ctx: ModuleContext, signal: AbortSignal): void {
  const rules = readPerFormGlobal(ctx.globals, 'Conditional', formId);
  if (!rules || rules.length === 0) return;
  void import('./conditional-fields').then(
    ({ createConditionalFields }) => {
      if (!signal.aborted) createConditionalFields(form, rules, ctx.log, signal);
    },
    (error: unknown) => ctx.log.warn('a form behaviour could not be loaded', error),
  );
}
