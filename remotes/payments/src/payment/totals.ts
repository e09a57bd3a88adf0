import { orderTotal, type OrderCoupon, type OrderTotalResult, type OrderTotals } from '@cms-mf/shared-contracts/rules';
import type { FormValues } from './form-values';
import type { PriceList } from './price-list';

/** An applied coupon as `coupon_check` answered it. */
export interface AppliedCoupon extends OrderCoupon {
  readonly code: string;
}

/** A total and its parts, in the currency's minor units. */
export type Totals = OrderTotals;

/** The total, or why the server would refuse the order (a bad quantity, a choice the list does not price). */
export type TotalsResult = OrderTotalResult;

/**
 * The order total as the server will check it: the one rule both apply
 * (`orderTotal`, forms-addon.md §9), so the page never shows or sends a
 * figure the server refuses.
 */
export function computeTotals(list: PriceList, values: FormValues, coupon: AppliedCoupon | null): TotalsResult {
  return orderTotal(list, values, coupon);
}
