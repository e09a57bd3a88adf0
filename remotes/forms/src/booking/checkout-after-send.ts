import type { Cf7SubmitDetail, ModuleContext } from '@cms-mf/shared-contracts';
import { isSafeNavigationUrl } from '@cms-mf/shared-contracts/actions';
import { readPerFormGlobal } from '@cms-mf/shared-contracts/globals';
import { isFlagOn } from '@cms-mf/shared-contracts/settings';

/** The checkout redirect waits this long (forms-addon.md §9: checkout redirect delay 1000 ms). */
export const CHECKOUT_AFTER_SEND_DELAY_MS = 1000;

/**
 * `wcCheckout` forms (forms-addon.md §3; MARKUP-FACTS §3.2): after a send,
 * the page goes to the checkout URL the server put in
 * `detail.apiResponse.redirect`, after the checkout delay, when it is safe.
 */
export function mountCheckoutAfterSend(form: HTMLFormElement, formId: number, ctx: ModuleContext, signal: AbortSignal): void {
  if (!isFlagOn(readPerFormGlobal(ctx.globals, 'Checkout', formId)?.wcCheckout)) return;
  const win = form.ownerDocument.defaultView!;
  form.addEventListener('wpcf7mailsent', (event) => {
    const detail = (event as CustomEvent<Cf7SubmitDetail>).detail;
    if (ctx.builder.active || !detail || Number(detail.contactFormId) !== formId) return;
    const url = detail.apiResponse?.redirect;
    if (!url) return;
    if (!isSafeNavigationUrl(url)) {
      ctx.log.warn(`checkout redirect to ${JSON.stringify(url)} refused`);
      return;
    }
    const timer = win.setTimeout(() => win.location.assign(url.trim()), CHECKOUT_AFTER_SEND_DELAY_MS);
    signal.addEventListener('abort', () => win.clearTimeout(timer), { once: true });
  }, { signal });
}
