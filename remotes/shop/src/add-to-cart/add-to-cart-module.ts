import { defineModule, type ModuleContext } from '@cms-mf/shared-contracts';
import { isActionFailedError, isAbortError } from '@cms-mf/shared-contracts/client';
import { readPerFormGlobal } from '@cms-mf/shared-contracts/globals';
import { isFlagOn } from '@cms-mf/shared-contracts/settings';
import { checkoutRedirect } from './checkout-redirect';

const ADDED = 'Added to your cart. Taking you to the checkout…';
const FAILED = 'This booking could not be added to your cart. Please try again.';

/** Follows a checkout redirect after its delay, unless the mount goes first. */
function follow(win: Window, redirect: { url: string; delayMs: number }, signal: AbortSignal): void {
  const timer = win.setTimeout(() => win.location.assign(redirect.url), redirect.delayMs);
  signal.addEventListener('abort', () => win.clearTimeout(timer), { once: true });
}

/** A booking form's `wcCheckout` switch (forms-addon.md §3), read from its per-form `eacf7CheckoutData_{id}` global. */
function formCheckoutSwitch(ctx: ModuleContext, formId: number): boolean {
  return isFlagOn(readPerFormGlobal(ctx.globals, 'Checkout', formId)?.wcCheckout);
}

/** The shop page's add-to-cart form (`form.cart`): adds the booking through `eacf7_add_to_cart`, then goes to the checkout. */
function mountCartForm(form: HTMLFormElement, ctx: ModuleContext, signal: AbortSignal): void {
  const doc = form.ownerDocument;
  const win = doc.defaultView!;
  const status = doc.createElement('p');
  status.setAttribute('role', 'status');
  status.className = 'woocommerce-message cmsmf-add-to-cart-status';
  status.hidden = true;
  form.append(status);
  signal.addEventListener('abort', () => status.remove(), { once: true });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (ctx.builder.active || !form.reportValidity()) return;
    const button = form.querySelector<HTMLButtonElement>('button[name="add-to-cart"], .single_add_to_cart_button');
    const productId = Number(button?.value ?? form.getAttribute('data-product_id'));
    const bookingDate = (form.elements.namedItem('booking_date') as HTMLInputElement | null)?.value ?? '';
    const bookingTime = (form.elements.namedItem('booking_time') as HTMLInputElement | null)?.value ?? '';
    if (button) button.disabled = true;
    void ctx.client()
      .then((client) => client.call('eacf7_add_to_cart', { productId, bookingDate, ...(bookingTime ? { bookingTime } : {}) }, { signal }))
      .then((answer) => {
        status.hidden = false;
        status.className = 'woocommerce-message cmsmf-add-to-cart-status';
        status.textContent = ADDED;
        const redirect = checkoutRedirect(answer.checkout_url, true);
        if (redirect) follow(win, redirect, signal);
      })
      .catch((error: unknown) => {
        if (isAbortError(error) || signal.aborted) return;
        status.hidden = false;
        status.className = 'woocommerce-error cmsmf-add-to-cart-status';
        status.textContent = isActionFailedError(error) ? error.serverMessage ?? FAILED : FAILED;
        if (button) button.disabled = false;
      });
  }, { signal });
}

/**
 * `./add-to-cart`: on the shop page's `form.cart`, the add-to-cart post and
 * the checkout redirect; on a booking form (`.eacf7-booking-date`), the
 * redirect that follows the forms remote's `cmsmf:booking-added-to-cart`,
 * when that form's `wcCheckout` switch is on.
 */
export const addToCartModule = defineModule((el, ctx, signal) => {
  const win = el.ownerDocument.defaultView;
  if (el instanceof HTMLFormElement && el.matches('form.cart')) {
    mountCartForm(el, ctx, signal);
  } else if (win) {
    const formId = Number(el.closest('.wpcf7')?.getAttribute('data-wpcf7-id'));
    const off = ctx.events.on('cmsmf:booking-added-to-cart', (detail) => {
      if (detail.formId !== formId) return;
      const redirect = checkoutRedirect(detail.checkoutUrl, formCheckoutSwitch(ctx, formId));
      if (redirect) follow(win, redirect, signal);
    });
    signal.addEventListener('abort', off, { once: true });
  }
});
