import { type FormValues, formValuesOfInputs } from './form-values';
import type { OrderDraft } from './payment-phase';
import type { PriceList } from './price-list';
import { type AppliedCoupon, computeTotals } from './totals';

/** A sent form no order can be made of, and the server's reason. */
export interface UnpricedOrder {
  readonly unpriced: true;
  readonly message: string;
}

/**
 * The order of a sent form: its sent values, priced. Only the applied coupon
 * counts, and only when the sent coupon field holds its code; the coupon
 * field is sent as that code or empty, so a code typed but never added does
 * not change what the server charges. Values the server would refuse (a bad
 * quantity, an unpriced choice) give no order, only the server's reason.
 */
export function orderDraftOf(formId: number, list: PriceList, inputs: ReadonlyArray<{ name: string; value: string }>, lastApplied: AppliedCoupon | null): OrderDraft | UnpricedOrder {
  const sent = formValuesOfInputs(inputs);
  const sentCode = list.couponField ? sent[list.couponField] : undefined;
  const applied = lastApplied && typeof sentCode === 'string' && sentCode.trim() === lastApplied.code ? lastApplied : null;
  const fields: FormValues = list.couponField ? { ...sent, [list.couponField]: applied?.code ?? '' } : sent;
  const totals = computeTotals(list, fields, applied);
  if (!totals.ok) return { unpriced: true, message: totals.message };
  return { formId, totals, fields, coupon: applied };
}
