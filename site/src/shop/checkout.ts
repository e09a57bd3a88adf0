import type { ActionHandler } from '../ajax/action-handler';
import { succeed } from '../ajax/action-handler';
import type { RawFields } from '../form-body/raw-fields';
import { CHECKOUT_FIELD_NAMES } from './checkout-fields';
import { placeOrder } from './place-order';
import { visitorCart } from './visitor-cart';

const FIELD_MAX = 200;
const NOTE_MAX = 2000;

/** The checkout's posted values by name, each checked for length; other names are ignored. */
export function readCheckoutValues(fields: RawFields): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of CHECKOUT_FIELD_NAMES) {
    const value = fields.optionalText(name, { max: name === 'order_comments' ? NOTE_MAX : FIELD_MAX });
    if (value !== undefined) values[name] = value;
  }
  return values;
}

/** `woocommerce_checkout`: the checkout sent by the shop remote (placeOrder has the rules). */
export const checkout: ActionHandler<'woocommerce_checkout'> = {
  parse: readCheckoutValues,
  handle: async (values, context) => succeed(await placeOrder(values, visitorCart(context), context.repos, context.now())),
};
