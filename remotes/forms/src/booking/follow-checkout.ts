import type { Cf7SubmitDetail, ModuleContext } from '@cms-mf/shared-contracts';
import { isSafeNavigationUrl } from '@cms-mf/shared-contracts/rules';

/** The checkout redirect waits this long (forms-addon.md §9: checkout redirect delay 1000 ms). */
export const CHECKOUT_AFTER_SEND_DELAY_MS = 1000;

/**
 * After a send of a `wcCheckout` form: goes to the checkout URL the server
 * put in `detail.apiResponse.redirect` after the checkout delay, when safe.
 */
export const followCheckout = (form: HTMLFormElement, ctx: ModuleContext, signal: AbortSignal) => (detail: Cf7SubmitDetail): void => {
  const url = detail.apiResponse?.redirect;
  if (!url) return;
  if (!isSafeNavigationUrl(url)) {
    ctx.log.warn(`checkout redirect to ${JSON.stringify(url)} refused`);
    return;
  }
  const win = form.ownerDocument.defaultView!;
  const timer = win.setTimeout(() => win.location.assign(url.trim()), CHECKOUT_AFTER_SEND_DELAY_MS);
  signal.addEventListener('abort', () => win.clearTimeout(timer), { once: true });
};
