import { isSafeNavigationUrl } from '@cms-mf/shared-contracts/rules';

/** The add-to-cart checkout redirect waits this long (forms-addon.md §9: checkout redirect delay 1000 ms). */
export const CHECKOUT_REDIRECT_DELAY_MS = 1000;

export type CheckoutRedirect = { readonly url: string; readonly delayMs: number };

/**
 * Whether and where to go after a booking was added to the cart: the
 * server's `checkout_url` after the delay, when the form's `wcCheckout`
 * switch is on (the shop page's own add-to-cart always goes) and the URL is
 * safe to navigate to (http(s) or same-origin); otherwise stay.
 */
export function checkoutRedirect(checkoutUrl: string, wcCheckout: boolean): CheckoutRedirect | null {
  if (!wcCheckout || !isSafeNavigationUrl(checkoutUrl)) return null;
  return { url: checkoutUrl.trim(), delayMs: CHECKOUT_REDIRECT_DELAY_MS };
}
