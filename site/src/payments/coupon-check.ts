import type { ActionHandler } from '../ajax/action-handler';
import { refuse, succeed } from '../ajax/action-handler';
import { BadFieldError } from '../form-body/bad-field-error';
import { guardedCouponCheck, recordCouponFailure } from './coupon-guard';
import { COUPON_MESSAGES } from './coupon-rules';
import { requireForm } from '../forms/actions/find-form';

/**
 * `coupon_check`: whether a coupon applies to a payment form, with its type
 * and discount from the coupons table (a percentage, or a fixed amount the
 * page caps at its total, as the server does when the order is saved). A
 * read: the use is counted when the order is saved. The failure message is
 * shown under the coupon input (forms-addon.md §8). A visitor whose checks
 * keep failing must wait between checks (coupon-guard.ts); while they
 * must, no code is looked at.
 */
export const couponCheck: ActionHandler<'coupon_check'> = {
  parse: (fields) => ({ formId: fields.integer('formId', { min: 1 }), coupon: fields.text('coupon', { max: 64 }).trim(), total: fields.amount('total') }),
  handle(request, context) {
    const form = requireForm(context, request.formId, 'formId');
    if (!form.payment) throw new BadFieldError('formId', `form ${form.id} takes no payments`);
    const verdict = guardedCouponCheck(context, request.coupon, form.id);
    if (!verdict.ok) {
      if (!('wait' in verdict)) recordCouponFailure(context);
      return refuse({ message: verdict.message });
    }
    const { coupon } = verdict;
    return succeed({ discount: coupon.amount, type: coupon.type, message: COUPON_MESSAGES.applied });
  },
};
