import type { ModuleContext } from '@cms-mf/shared-contracts';
import { readPerFormGlobal } from '@cms-mf/shared-contracts/globals';
import { createConditionalFields } from './conditional-fields';

/** Starts a form's conditional fields when the page printed `eacf7ConditionalData_{id}`; otherwise does nothing. */
export function mountConditionalFields(form: HTMLFormElement, formId: number, ctx: ModuleContext, signal: AbortSignal): void {
  const rules = readPerFormGlobal(ctx.globals, 'Conditional', formId);
  if (!rules || rules.length === 0) return;
  createConditionalFields(form, rules, ctx.log, signal);
}
