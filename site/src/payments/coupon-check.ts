import type { ActionHandler } from '../ajax/action-handler';
import { refuse, succeed } from '../ajax/action-handler';
import { BadFieldError } from '../form-body/bad-field-error';
import { checkCoupon, COUPON_MESSAGES } from './coupon-rules';
import { requireForm } from '../forms/find-form';

/**
 * `coupon_check`: whether a coupon applies to a payment form, with its type
 * and discount from the coupons table (a percentage, or a fixed amount never
 * above the total). A read: the use is counted when the order is saved.
 * The failure message is shown under the coupon input (forms-addon.md §8).
 */
export const couponCheck: ActionHandler<'coupon_check'> = {
  parse: (fields) => ({ formId: fields.integer('formId', { min: 1 }), coupon: fields.text('coupon', { max: 64 }).trim(), total: fields.amount('total') }),
  handle(request, context) {
    const form = requireForm(context, request.formId, 'formId');
    if (!form.payment) throw new BadFieldError('formId', `form ${form.id} takes no payments`);
    const verdict = checkCoupon(request.coupon, context.repos.coupons.byCode(request.coupon), form.id, context.now());
    if (!verdict.ok) return refuse({ message: verdict.message });
    const { coupon } = verdict;
    const discount = coupon.type === 'percentage' ? coupon.amount : Math.min(coupon.amount, request.total);
    return succeed({ discount, type: coupon.type, message: COUPON_MESSAGES.applied });
  },
};
