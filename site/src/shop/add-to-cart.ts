import type { AddToCartRequest } from '@cms-mf/shared-contracts/actions';
import { isFlagOn } from '@cms-mf/shared-contracts/settings';
import type { ActionContext } from '../ajax/action-context';
import type { ActionHandler } from '../ajax/action-handler';
import { refuse, succeed } from '../ajax/action-handler';
import { CART_COOKIE, hashToken, newToken, TOKEN_PATTERN } from '../accounts/session-cookie';
import { toMinorUnits } from '@cms-mf/shared-contracts/rules';
import { addToCartBookingProblem } from '../forms/checks/booking-rule';

/** Where the shop's checkout lives on the reference site. */
export const CHECKOUT_URL = '/demo/checkout.html';
/** The shop's prices are in cents. */
const toCents = (amount: number): number => toMinorUnits(amount, 2);
const CART_LIFETIME_SECONDS = 2 * 24 * 60 * 60;
/** Dates and times as the booking picker formats them: digits, letters of month names and separators. */
const SLOT = /^[\p{L}\p{N} ,./:-]{1,100}$/u;

/**
 * `eacf7_add_to_cart`: puts a booking in the visitor's cart and answers the
 * checkout URL. The price always comes from the server: a shop product by id,
 * or a form's configured custom product (by its name), whose price the
 * request must agree with.
 */
export const addToCart: ActionHandler<'eacf7_add_to_cart'> = {
  parse(fields) {
    const slot = { bookingDate: fields.text('bookingDate', { max: 100, pattern: SLOT }), bookingTime: fields.optionalText('bookingTime', { max: 100, pattern: SLOT }) };
    if (fields.has('productId')) return { ...slot, productId: fields.integer('productId', { min: 1 }) };
    return { ...slot, productName: fields.text('productName', { max: 200 }), productPrice: fields.amount('productPrice') };
  },
  handle(request, context) {
    const product = priceOf(request, context);
    if (!product) return refuse('This product cannot be booked.');
    if ('productPrice' in request && toCents(request.productPrice) !== product.priceCents) return refuse('The price does not match the product.');
    // A booking form's calendar rules hold here too: the cart takes no booking the form would refuse.
    const outside = addToCartBookingProblem(context.cms.forms.values(), request, context.now());
    if (outside) return refuse(outside);
    const existing = context.cookies.get(CART_COOKIE);
    const token = existing && TOKEN_PATTERN.test(existing) ? existing : newToken();
    const createdAt = context.now().toISOString();
    context.repos.transaction(() => {
      context.repos.carts.ensure(hashToken(token), createdAt);
      context.repos.cartItems.insert({
        cart_token_hash: hashToken(token), product_id: product.id, product_name: product.name, price_cents: product.priceCents,
        booking_date: request.bookingDate, booking_time: request.bookingTime ?? null, created_at: createdAt,
      });
    });
    context.cookies.set(CART_COOKIE, token, { maxAgeSeconds: CART_LIFETIME_SECONDS, httpOnly: true });
    return succeed({ checkout_url: CHECKOUT_URL });
  },
};

function priceOf(request: AddToCartRequest, context: ActionContext): { id: number | null; name: string; priceCents: number } | undefined {
  if ('productId' in request) {
    const row = context.repos.products.byId(request.productId);
    return row && { id: row.id, name: row.name, priceCents: row.price_cents };
  }
  for (const form of context.cms.forms.values()) {
    const booking = form.settings.IBooking;
    if (!booking || !isFlagOn(booking.wooIntegration) || booking.productType !== 'custom' || booking.customProductName !== request.productName) continue;
    const price = Number(booking.customProductPrice);
    if (Number.isFinite(price) && price >= 0) return { id: null, name: booking.customProductName, priceCents: toCents(price) };
  }
  return undefined;
}
