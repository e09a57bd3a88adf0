import { randomBytes } from 'node:crypto';
import type { CheckoutAnswer, CheckoutNotice } from '@cms-mf/shared-contracts/actions';
import type { Repositories } from '../db/repositories';
import { accountNotices, accountPasswordHash, createAccount } from './checkout-account';
import { type AddressKind, addressFields, SHIPPING_METHOD_FIELD } from './checkout-fields';
import { CART_CHANGED, type CheckoutValues, isShipToDifferentAddress, NO_SHIPPING_METHOD, SESSION_EXPIRED, shippingDestination, validateCheckout } from './checkout-validation';
import { buildOrderReview, cartHash } from './order-review';
import type { VisitorCart } from './visitor-cart';

/** Where a placed order is shown (the platform's order-received endpoint). */
export const ORDER_RECEIVED_PATH = '/demo/order-received.html';

export const orderReceivedUrl = (id: number, key: string): string => `${ORDER_RECEIVED_PATH}?order=${id}&key=${encodeURIComponent(key)}`;

const failure = (messages: readonly CheckoutNotice[], refresh = false): CheckoutAnswer => ({ result: 'failure', messages, refresh });

function address(values: CheckoutValues, kind: AddressKind): Record<string, string> {
  return Object.fromEntries(addressFields(kind).map((field) => [field.key, (values[`${kind}_${field.key}`] ?? '').trim()]));
}

/**
 * Places an order from the visitor's own cart, for both ways a checkout
 * arrives (the ajax `woocommerce_checkout` and the form's plain post). Every
 * field is validated with the platform's messages, every total recomputed
 * from server prices and the destination's shipping rates; an empty, foreign
 * or changed cart is refused (`refresh`: the checkout must be shown again).
 * The order and its lines are stored and the cart emptied in one
 * transaction, with the account `createaccount` asks for; the answer is the
 * order-received URL.
 */
export async function placeOrder(values: CheckoutValues, cart: VisitorCart | undefined, repos: Repositories, now: Date): Promise<CheckoutAnswer> {
  // Hashed first: from here on nothing waits, so the checks below hold when the transaction runs.
  const passwordHash = await accountPasswordHash(values);
  if (!cart) return failure([{ id: '', message: SESSION_EXPIRED }], true);
  if (values.cart_hash !== cartHash(cart.items)) return failure([{ id: '', message: CART_CHANGED }], true);
  const notices = validateCheckout(values);
  notices.push(...accountNotices(values, repos));
  const posted = values[SHIPPING_METHOD_FIELD];
  const review = buildOrderReview(cart.items, shippingDestination(values), posted);
  const method = review.shippingMethods.find((candidate) => candidate.id === review.chosenMethod);
  if (!method || (posted !== undefined && posted !== method.id)) notices.push({ id: 'shipping_method', message: NO_SHIPPING_METHOD });
  if (notices.length > 0 || !method) return failure(notices);
  const key = `wc_order_${randomBytes(12).toString('base64url')}`;
  const id = repos.transaction(() => {
    const orderId = repos.shopOrders.insert(
      {
        order_key: key,
        cart_token_hash: cart.tokenHash,
        status: values.payment_method === 'bacs' ? 'on-hold' : 'processing',
        billing_json: JSON.stringify(address(values, 'billing')),
        shipping_json: JSON.stringify(address(values, isShipToDifferentAddress(values) ? 'shipping' : 'billing')),
        shipping_method: method.id,
        shipping_label: method.label,
        payment_method: values.payment_method ?? '',
        customer_note: (values.order_comments ?? '').trim(),
        subtotal_cents: review.subtotalCents,
        shipping_cents: review.shippingCents,
        total_cents: review.totalCents,
        currency: review.currency,
        created_at: now.toISOString(),
      },
      cart.items.map((item, i) => ({
        product_id: item.product_id,
        product_name: item.product_name,
        booking_date: item.booking_date,
        booking_time: item.booking_time,
        quantity: review.lines[i]!.quantity,
        price_cents: item.price_cents,
        total_cents: review.lines[i]!.totalCents,
      })),
    );
    if (passwordHash) createAccount(values, passwordHash, repos, now);
    repos.cartItems.clear(cart.tokenHash);
    return orderId;
  });
  return { result: 'success', redirect: orderReceivedUrl(id, key) };
}
