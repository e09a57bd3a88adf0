import type { ActionMapOf } from '../define-action';
import { checkout } from './checkout';
import { updateOrderReview } from './update-order-review';

/**
 * The shop platform's checkout actions (theme-frontend.md §7 `update_checkout`),
 * by name; each is one file beside this one. Both answer the platform's raw
 * JSON `{result, …}`, not the WordPress envelope.
 */
export const SHOP_ACTIONS = {
  woocommerce_update_order_review: updateOrderReview,
  woocommerce_checkout: checkout,
};

export type ShopActionMap = ActionMapOf<typeof SHOP_ACTIONS>;

export type { CheckoutRequest, CheckoutAnswer } from './checkout';
export type { UpdateOrderReviewRequest, UpdateOrderReviewAnswer } from './update-order-review';
export type { CheckoutNotice, OrderReview, OrderReviewLine, ShippingMethodOption } from './order-review';
export { parseOrderReview } from './order-review';
export { COUNTRY_STATES, isStateOfCountry, stateControlFor } from './country-states';
export type { StateControl } from './country-states';
