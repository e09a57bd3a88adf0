import { createHash } from 'node:crypto';
import type { OrderReview } from '@cms-mf/shared-contracts/actions';
import type { CartItemRow } from './cart-items-repository';
import { lineTotalCents, orderTotals } from './order-totals';
import { chooseShippingMethod, shippingMethodsFor } from './shipping-rates';

/** The shop's currency (forms-addon.md §9: default USD). */
export const SHOP_CURRENCY = 'USD';

/**
 * Fingerprint of the cart's lines as the checkout page showed them (the
 * platform's `cart_hash`): a checkout posted with another fingerprint was
 * made against a cart that changed since.
 */
export function cartHash(items: readonly Pick<CartItemRow, 'id' | 'price_cents' | 'quantity'>[]): string {
  return createHash('sha256').update(items.map((item) => `${item.id}:${item.price_cents}:${item.quantity}`).join(',')).digest('hex').slice(0, 32);
}

/** The order review for a cart and a destination: server prices, the zone's methods, the chosen one, totals. */
export function buildOrderReview(items: readonly CartItemRow[], destination: { country: string; postcode: string }, postedMethod: string | undefined): OrderReview {
  const shippingMethods = shippingMethodsFor(destination.country, destination.postcode);
  const chosen = chooseShippingMethod(shippingMethods, postedMethod);
  const priced = items.map((item) => ({ priceCents: item.price_cents, quantity: item.quantity }));
  const totals = orderTotals(priced, chosen?.costCents ?? 0);
  return {
    lines: items.map((item) => ({
      name: item.product_name,
      bookingDate: item.booking_date,
      ...(item.booking_time ? { bookingTime: item.booking_time } : {}),
      quantity: item.quantity,
      totalCents: lineTotalCents({ priceCents: item.price_cents, quantity: item.quantity }),
    })),
    shippingMethods,
    chosenMethod: chosen?.id ?? null,
    ...totals,
    currency: SHOP_CURRENCY,
  };
}
