import type { ModuleContext } from '@cms-mf/shared-contracts';
import { readPerFormGlobal } from '@cms-mf/shared-contracts/globals';
import { isFlagOn } from '@cms-mf/shared-contracts/settings';
import { whenMailSent } from '../redirection/when-mail-sent';

/** `wcCheckout` forms (forms-addon.md §3; MARKUP-FACTS §3.2) go to the checkout after a send (follow-checkout.ts). */
export function mountCheckoutAfterSend(form: HTMLFormElement, formId: number, ctx: ModuleContext, signal: AbortSignal): void {
  if (!isFlagOn(readPerFormGlobal(ctx.globals, 'Checkout', formId)?.wcCheckout)) return;
  whenMailSent(form, formId, ctx, signal, 'the checkout redirect', () => import(/* webpackChunkName: "form-behaviours" */ './follow-checkout').then(({ followCheckout }) => followCheckout(form, ctx, signal)));
}
