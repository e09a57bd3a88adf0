import { randomBytes } from 'node:crypto';
import type { CheckoutNotice } from '@cms-mf/shared-contracts/actions';
import type { ActionHandler } from '../ajax/action-handler';
import { succeed } from '../ajax/action-handler';
import { type AddressKind, addressFields, CHECKOUT_FIELD_NAMES, SHIPPING_METHOD_FIELD } from './checkout-fields';
import { CART_CHANGED, type CheckoutValues, isShipToDifferentAddress, NO_SHIPPING_METHOD, SESSION_EXPIRED, shippingDestination, validateCheckout } from './checkout-validation';
import { buildOrderReview, cartHash } from './order-review';
import { visitorCart } from './visitor-cart';

/** Where a placed order is shown (the platform's order-received endpoint). */
export const ORDER_RECEIVED_PATH = '/demo/order-received.html';
const FIELD_MAX = 200;
const NOTE_MAX = 2000;

export const orderReceivedUrl = (id: number, key: string): string => `${ORDER_RECEIVED_PATH}?order=${id}&key=${encodeURIComponent(key)}`;

const failure = (messages: readonly CheckoutNotice[], refresh = false) => succeed({ result: 'failure' as const, messages, refresh });

function address(values: CheckoutValues, kind: AddressKind): Record<string, string> {
  return Object.fromEntries(addressFields(kind).map((field) => [field.key, (values[`${kind}_${field.key}`] ?? '').trim()]));
}

/**
 * `woocommerce_checkout`: places an order from the visitor's own cart. Every
 * field is validated with the platform's messages, every total recomputed
 * from server prices and the destination's shipping rates; an empty, foreign
 * or changed cart is refused. The order and its lines are stored and the cart
 * emptied in one transaction; the answer is the order-received URL.
 */
export const checkout: ActionHandler<'woocommerce_checkout'> = {
  parse(fields) {
    const values: Record<string, string> = {};
    for (const name of CHECKOUT_FIELD_NAMES) {
      const value = fields.optionalText(name, { max: name === 'order_comments' ? NOTE_MAX : FIELD_MAX });
      if (value !== undefined) values[name] = value;
    }
    return values;
  },
  handle(values, context) {
    const cart = visitorCart(context);
    if (!cart) return failure([{ id: '', message: SESSION_EXPIRED }], true);
    if (values.cart_hash !== cartHash(cart.items)) return failure([{ id: '', message: CART_CHANGED }], true);
    const notices = validateCheckout(values);
    const posted = values[SHIPPING_METHOD_FIELD];
    const review = buildOrderReview(cart.items, shippingDestination(values), posted);
    const method = review.shippingMethods.find((candidate) => candidate.id === review.chosenMethod);
    if (!method || (posted !== undefined && posted !== method.id)) notices.push({ id: 'shipping_method', message: NO_SHIPPING_METHOD });
    if (notices.length > 0 || !method) return failure(notices);
    const key = `wc_order_${randomBytes(12).toString('base64url')}`;
    const id = context.repos.transaction(() => {
      const orderId = context.repos.shopOrders.insert(
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
          created_at: context.now().toISOString(),
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
      context.repos.cartItems.clear(cart.tokenHash);
      return orderId;
    });
    return succeed({ result: 'success' as const, redirect: orderReceivedUrl(id, key) });
  },
};
