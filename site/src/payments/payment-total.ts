import { PAYMENT_DEFAULT_QUANTITY } from '@cms-mf/shared-contracts/constants';
import type { PaymentDefinition } from '../cms/form-definition';
import type { PostedValue } from '../forms/field-validation';

/** Largest quantity one order may carry. */
export const MAX_QUANTITY = 999;

export interface OrderTotal {
  readonly subtotalCents: number;
  readonly quantity: number;
  readonly shippingCents: number;
  /** items × quantity + shipping, before any coupon. */
  readonly totalCents: number;
}

export type TotalResult = ({ readonly ok: true } & OrderTotal) | { readonly ok: false; readonly message: string };

export const toCents = (amount: number): number => Math.round(amount * 100);

/**
 * The order total from the form's configured prices (forms-addon.md §9:
 * total = (sum of items) × quantity (default 1) + shipping). The visitor's
 * choices only pick prices from the catalogue; a choice the catalogue does
 * not price, or a quantity that is not a whole number from 1 to 999, is refused.
 */
export function computeOrderTotal(payment: PaymentDefinition, values: Readonly<Record<string, PostedValue>>): TotalResult {
  let subtotalCents = 0;
  for (const item of payment.items) {
    const posted = values[item.field];
    const chosen = (typeof posted === 'string' ? [posted] : (posted ?? [])).filter((choice) => choice !== '');
    for (const choice of chosen) {
      const price = Object.hasOwn(item.prices, choice) ? item.prices[choice] : undefined;
      if (price === undefined) return { ok: false, message: `"${choice}" is not a priced choice of ${item.field}.` };
      subtotalCents += toCents(price);
    }
  }
  let quantity = PAYMENT_DEFAULT_QUANTITY;
  if (payment.quantity_field) {
    const raw = values[payment.quantity_field];
    if (typeof raw !== 'string' && raw !== undefined) return { ok: false, message: 'The quantity must be one number.' };
    if (raw !== undefined && raw.trim() !== '') {
      if (!/^\d{1,3}$/.test(raw.trim()) || Number(raw) < 1 || Number(raw) > MAX_QUANTITY) {
        return { ok: false, message: `The quantity must be a whole number from 1 to ${MAX_QUANTITY}.` };
      }
      quantity = Number(raw);
    }
  }
  const shippingCents = toCents(payment.shipping ?? 0);
  return { ok: true, subtotalCents, quantity, shippingCents, totalCents: subtotalCents * quantity + shippingCents };
}
