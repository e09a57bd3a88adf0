import { PAYMENT_DEFAULT_QUANTITY } from '@cms-mf/shared-contracts/constants';
import type { FormValues } from './form-values';
import { currencyDigits, toMinor } from './money';
import type { PriceList } from './price-list';

/** An applied coupon as `coupon_check` answered it. */
export interface AppliedCoupon {
  readonly code: string;
  readonly type: 'percentage' | 'fixed';
  /** Percent off, or an amount off in major units. */
  readonly amount: number;
}

/** A total and its parts, in the currency's minor units. */
export interface Totals {
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

/** Largest quantity the server accepts on one order. */
const MAX_QUANTITY = 999;

/**
 * The order total (forms-addon.md §9): (sum of items) × quantity (default 1)
 * + shipping, less the coupon: a percentage of that figure rounded to the
 * currency's unit, or a fixed amount never above it. The server computes the
 * same from the form's definition and refuses an order whose total differs.
 * Choices the list does not price add nothing; a quantity that is not a whole
 * number from 1 to 999 counts as the default.
 */
export function computeTotals(list: PriceList, values: FormValues, coupon: AppliedCoupon | null): Totals {
  const digits = currencyDigits(list.currency);
  let items = 0;
  for (const item of list.items) {
    const chosen = values[item.field];
    for (const choice of typeof chosen === 'string' ? [chosen] : (chosen ?? [])) {
      if (choice !== '' && Object.hasOwn(item.prices, choice)) items += toMinor(item.prices[choice]!, digits);
    }
  }
  if (list.amountField) items += toMinor(amountIn(values[list.amountField]), digits);
  if (list.fixedAmount !== undefined) items += toMinor(list.fixedAmount, digits);
  const quantity = quantityIn(list.quantityField ? values[list.quantityField] : undefined);
  const shipping = toMinor(list.shipping, digits);
  const beforeDiscount = items * quantity + shipping;
  const discount = coupon ? discountOf(coupon, beforeDiscount, digits) : 0;
  return { currency: list.currency, digits, items, quantity, shipping, beforeDiscount, discount, total: beforeDiscount - discount };
}

/** A coupon's discount on a total in minor units. */
export function discountOf(coupon: Pick<AppliedCoupon, 'type' | 'amount'>, total: number, digits: number): number {
  // A negative amount (the answer's parser takes any number) never raises the total: issue 18's fuzzing found it.
  if (total <= 0 || !(coupon.amount > 0)) return 0;
  if (coupon.type === 'percentage') return Math.round((total * Math.min(coupon.amount, 100)) / 100);
  return Math.min(toMinor(coupon.amount, digits), total);
}

function quantityIn(value: string | readonly string[] | undefined): number {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,3}$/.test(text)) return PAYMENT_DEFAULT_QUANTITY;
  const quantity = Number(text);
  return quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : PAYMENT_DEFAULT_QUANTITY;
}

function amountIn(value: string | readonly string[] | undefined): number {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : 0;
  return Number.isFinite(amount) && amount > 0 ? amount : 0;
}
