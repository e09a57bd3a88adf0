import type { Context } from 'hono';
import { actionContext } from '../ajax/ajax-endpoint';
import { BadFieldError } from '../form-body/bad-field-error';
import { RawFields } from '../form-body/raw-fields';
import type { SiteState } from '../site-state';
import { addToCart } from './add-to-cart';

/** Why an add-to-cart link added nothing, or undefined when it did. */
export type AddToCartLinkResult = { readonly added: true } | { readonly added: false; readonly message: string };

/**
 * `?add-to-cart=ID&booking_date=…` on a shop page: the platform's add-to-cart
 * link, which the shop page's `form.cart` (method GET) sends when the shop
 * remote does not take it (no scripts, or the remote failed). The same rules
 * as `eacf7_add_to_cart` apply (server price, checked booking slot, the cart
 * cookie), through that action's own handler.
 */
export async function addToCartFromLink(c: Context, state: SiteState, productId: string): Promise<AddToCartLinkResult> {
  const form = new FormData();
  form.set('productId', productId);
  for (const [param, field] of [['booking_date', 'bookingDate'], ['booking_time', 'bookingTime']] as const) {
    const value = c.req.query(param);
    if (value) form.set(field, value);
  }
  try {
    const outcome = await addToCart.handle(addToCart.parse(RawFields.fromFormData(form)), actionContext(c, state));
    return outcome.ok ? { added: true } : { added: false, message: String(outcome.data) };
  } catch (error) {
    if (error instanceof BadFieldError) return { added: false, message: 'Please choose a valid date for your booking.' };
    throw error;
  }
}
