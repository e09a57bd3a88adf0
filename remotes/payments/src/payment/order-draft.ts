import type { CouponState } from './coupon-machine';
import { appliedCoupon } from './coupon-machine';
import { type FormValues, formValuesOfInputs } from './form-values';
import type { OrderDraft } from './payment-phase';
import type { PriceList } from './price-list';
import { computeTotals } from './totals';

/**
 * The order of a sent form: its sent values, priced. Only an applied coupon
 * counts, so the coupon field is sent as the applied code or empty: a code
 * typed but never added must not change what the server charges.
 */
export function orderDraftOf(formId: number, list: PriceList, inputs: ReadonlyArray<{ name: string; value: string }>, coupon: CouponState): OrderDraft {
  const applied = appliedCoupon(coupon);
  const sent = formValuesOfInputs(inputs);
  const fields: FormValues = list.couponField ? { ...sent, [list.couponField]: applied?.code ?? '' } : sent;
  return { formId, totals: computeTotals(list, fields, applied), fields, coupon: applied };
}
