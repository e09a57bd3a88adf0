import type { ActionHandler } from '../ajax/action-handler';
import { succeed } from '../ajax/action-handler';
import { SESSION_EXPIRED, shippingDestination } from './checkout-validation';
import { SHIPPING_METHOD_FIELD } from './checkout-fields';
import { buildOrderReview } from './order-review';
import { visitorCart } from './visitor-cart';

const CODE = { max: 20, pattern: /^[A-Za-z0-9 _:-]*$/ };

/**
 * `woocommerce_update_order_review` (what `update_checkout` posts): the order
 * review for the posted destination, priced from the visitor's cart. Nothing
 * is written; an empty or foreign cart answers `failure`.
 */
export const updateOrderReview: ActionHandler<'woocommerce_update_order_review'> = {
  parse(fields) {
    const optional = (name: string) => fields.optionalText(name, CODE);
    const request = {
      billing_country: fields.optionalText('billing_country', CODE) ?? '',
      billing_postcode: fields.optionalText('billing_postcode', CODE) ?? '',
      ship_to_different_address: optional('ship_to_different_address'),
      shipping_country: optional('shipping_country'),
      shipping_postcode: optional('shipping_postcode'),
      shipping_method: optional('shipping_method') ?? optional(SHIPPING_METHOD_FIELD),
    };
    return Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined)) as typeof request & { billing_country: string; billing_postcode: string };
  },
  handle(request, context) {
    const cart = visitorCart(context);
    if (!cart) return succeed({ result: 'failure', messages: [{ id: '', message: SESSION_EXPIRED }] });
    return succeed({ result: 'success', review: buildOrderReview(cart.items, shippingDestination({ ...request }), request.shipping_method) });
  },
};
