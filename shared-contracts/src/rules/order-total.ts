import { PAYMENT_DEFAULT_QUANTITY } from '../constants/forms-constants';
import { currencyDigits, toMinorUnits } from './money';

/** Largest quantity one order may carry (forms-addon.md §9). */
export const MAX_QUANTITY = 999;

/** One priced field: each chosen option adds its price (major units). */
export interface PricedField {
  readonly field: string;
  readonly prices: Readonly<Record<string, number>>;
}

/** What an order's total is made of: the form definition's `payment` object, as the server and the page both read it. */
export interface OrderCatalogue {
  /** ISO 4217. */
  readonly currency: string;
  readonly items: readonly PricedField[];
  readonly quantityField?: string;
  /** Major units. */
  readonly shipping: number;
  /** A field whose numeric value is an amount of its own (the page's `payPalTotal` naming a field; the server has none). */
  readonly amountField?: string;
  /** A fixed amount (the page's `payPalTotal` as a number; the server has none). */
  readonly fixedAmount?: number;
}

/** A coupon as the coupons table holds it and `coupon_check` answers it. */
export interface OrderCoupon {
  readonly type: 'percentage' | 'fixed';
  /** Percent off, or an amount off in major units. */
  readonly amount: number;
}

/** Values by field name; a multi-value field gives all its values. */
export type OrderValues = Readonly<Record<string, string | readonly string[] | undefined>>;

/** A total and its parts, in the currency's minor units. */
export interface OrderTotals {
  readonly currency: string;
  readonly digits: number;
  /** Sum of the chosen items' prices. */
  readonly items: number;
  readonly quantity: number;
  readonly shipping: number;
  /** items × quantity + shipping. */
  readonly beforeDiscount: number;
  readonly discount: number;
  readonly total: number;
}

/** Why no total can be made of the values: the server refuses such an order, so the page offers no payment for it. */
export type OrderRefusal =
  | { readonly kind: 'unpriced-choice'; readonly field: string; readonly message: string }
  | { readonly kind: 'quantity'; readonly field: string; readonly message: string };

export type OrderTotalResult = ({ readonly ok: true } & OrderTotals) | ({ readonly ok: false } & OrderRefusal);

export const QUANTITY_MESSAGE = `The quantity must be a whole number from 1 to ${MAX_QUANTITY}.`;

/**
 * The order total (forms-addon.md §9): (sum of the chosen items' prices) ×
 * quantity + shipping, less the coupon, in minor units. The page shows it and
 * sends it; the server computes it again from the form's definition and
 * refuses an order whose sent total differs, so both import this one rule.
 * A blank quantity is the default (1); any other quantity that is not a whole
 * number from 1 to 999, or a choice the catalogue does not price, is refused.
 */
export function orderTotal(catalogue: OrderCatalogue, values: OrderValues, coupon: OrderCoupon | null): OrderTotalResult {
  const digits = currencyDigits(catalogue.currency);
  let items = 0;
  for (const item of catalogue.items) {
    const posted = values[item.field];
    for (const choice of typeof posted === 'string' ? [posted] : (posted ?? [])) {
      if (choice === '') continue;
      // hasOwn: a choice named `__proto__` or `constructor` is not a price.
      if (!Object.hasOwn(item.prices, choice)) return { ok: false, kind: 'unpriced-choice', field: item.field, message: `"${choice}" is not a priced choice of ${item.field}.` };
      items += toMinorUnits(item.prices[choice]!, digits);
    }
  }
  if (catalogue.amountField) items += toMinorUnits(amountIn(values[catalogue.amountField]), digits);
  if (catalogue.fixedAmount !== undefined) items += toMinorUnits(catalogue.fixedAmount, digits);
  const quantity = catalogue.quantityField ? quantityIn(values[catalogue.quantityField]) : PAYMENT_DEFAULT_QUANTITY;
  if (quantity === null) return { ok: false, kind: 'quantity', field: catalogue.quantityField!, message: QUANTITY_MESSAGE };
  const shipping = toMinorUnits(catalogue.shipping, digits);
  const beforeDiscount = items * quantity + shipping;
  const discount = coupon ? couponDiscount(coupon, beforeDiscount, digits) : 0;
  return { ok: true, currency: catalogue.currency, digits, items, quantity, shipping, beforeDiscount, discount, total: beforeDiscount - discount };
}

/** A coupon's discount on a total in minor units: a percentage of it rounded to the unit, or a fixed amount never above it. */
export function couponDiscount(coupon: OrderCoupon, total: number, digits: number): number {
  // A negative amount (an answer's parser takes any number) never raises the total (fuzzing found it).
  if (total <= 0 || !(coupon.amount > 0)) return 0;
  if (coupon.type === 'percentage') return Math.round((total * Math.min(coupon.amount, 100)) / 100);
  return Math.min(toMinorUnits(coupon.amount, digits), total);
}

/** The quantity: the default when blank or absent, null when it is not one whole number from 1 to MAX_QUANTITY. */
function quantityIn(value: string | readonly string[] | undefined): number | null {
  if (value === undefined) return PAYMENT_DEFAULT_QUANTITY;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return PAYMENT_DEFAULT_QUANTITY;
  if (!/^\d{1,3}$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : null;
}

function amountIn(value: string | readonly string[] | undefined): number {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : 0;
  return Number.isFinite(amount) && amount > 0 ? amount : 0;
}
