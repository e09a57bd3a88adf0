import { PAYMENT_DEFAULT_CURRENCY } from '@cms-mf/shared-contracts/constants';
import { ORDER_TOKEN_PATTERN } from '@cms-mf/shared-contracts/actions';
import { couponDiscount, currencyDigits, orderTotal, toMinorUnits } from '@cms-mf/shared-contracts/rules';
import type { ActionHandler } from '../ajax/action-handler';
import { refuse, succeed } from '../ajax/action-handler';
import { BadFieldError } from '../form-body/bad-field-error';
import { couponWithHolds } from './coupon-holds';
import { guardedCouponCheck, recordCouponFailure } from './coupon-guard';
import { checkCoupon, COUPON_MESSAGES } from './coupon-rules';
import { orderTokenHash } from './order-token';
import { catalogueOf } from './payment-total';
import { requireForm } from '../forms/actions/find-form';
import { couponOfOrder } from './posted-coupon';
import { postedFieldsFromJson } from './posted-fields';

export const ORDER_ID = /^[A-Za-z0-9_-]{6,64}$/;
export const PAYMENT_MESSAGES = {
  saved: 'Order saved.',
  duplicate: 'This order has already been saved.',
  currency: 'The currency does not match the form.',
  mismatch: 'The total does not match the prices of this form.',
} as const;

/**
 * `eacf7_save_payment`: records an order in state `created`. The total is
 * RECOMPUTED from the form's configured prices, the visitor's choices,
 * quantity, shipping and coupon (forms-addon.md §9, `orderTotal`, the rule
 * the page applies too); an order whose sent total disagrees is refused. A
 * code is looked up under the coupon throttle (coupon-guard.ts) and the
 * coupon rate limits (limits/action-limits.ts), and every refusal of an
 * order that carries one reads the same, so a save cannot tell a valid code
 * from an expired or unknown one. A saved order only
 * holds one use of its coupon (coupon-holds.ts): the use is spent when the
 * payment is approved, and released by a cancel or the end of the hold. The
 * order keeps the hash of the token the page sent with it (order-token.ts):
 * only that token updates it. Saving the same order again (a retry after a
 * lost answer, with the same token) answers as the first save did and
 * changes nothing; another order under the same id is refused.
 */
export const savePayment: ActionHandler<'eacf7_save_payment'> = {
  parse: (fields) => ({
    orderId: fields.text('orderId', { max: 64, pattern: ORDER_ID }),
    formId: fields.integer('formId', { min: 1 }),
    total: fields.amount('total'),
    currency: fields.text('currency', { max: 3, pattern: /^[A-Z]{3}$/ }),
    fields: postedFieldsFromJson(fields.json('fields'), 'fields'),
    orderToken: fields.text('orderToken', { max: 64, pattern: ORDER_TOKEN_PATTERN }),
  }),
  handle(request, context) {
    const form = requireForm(context, request.formId, 'formId');
    const payment = form.payment;
    if (!payment) throw new BadFieldError('formId', `form ${form.id} takes no payments`);
    if (request.currency !== (payment.currency || PAYMENT_DEFAULT_CURRENCY)) return refuse(PAYMENT_MESSAGES.currency);
    const values = request.fields as Record<string, string | string[]>;
    const fieldsJson = JSON.stringify(values);
    const catalogue = catalogueOf(payment);
    const sentTotal = toMinorUnits(request.total, currencyDigits(catalogue.currency));
    const ownerTokenHash = orderTokenHash(request.orderToken);
    const saved = context.repos.orders.byProviderId(request.orderId);
    if (saved) {
      // A save repeated after its answer was lost (its coupon may be used up by now, by this very
      // order): the same order again is answered as saved and changes nothing; anything else is refused.
      const same = saved.form_id === form.id && saved.total_cents === sentTotal && saved.currency === request.currency && saved.fields_json === fieldsJson && saved.owner_token_hash === ownerTokenHash;
      return same ? succeed({ message: PAYMENT_MESSAGES.saved }) : refuse(PAYMENT_MESSAGES.duplicate);
    }
    const total = orderTotal(catalogue, values, null);
    if (!total.ok) return refuse(total.message);
    const code = couponOfOrder(payment, values);
    let discount = 0;
    if (code !== '') {
      const verdict = guardedCouponCheck(context, code, form.id);
      if (!verdict.ok && 'wait' in verdict) return refuse(verdict.message);
      if (verdict.ok) discount = couponDiscount(verdict.coupon, total.beforeDiscount, total.digits);
      // A valid code with a total that leaves it out is a guess confirmed, unless it reads as a refusal too.
      if (!verdict.ok || sentTotal !== total.beforeDiscount - discount) {
        recordCouponFailure(context);
        return refuse(COUPON_MESSAGES.notForThisOrder);
      }
    }
    const serverTotal = total.beforeDiscount - discount;
    if (sentTotal !== serverTotal) return refuse(PAYMENT_MESSAGES.mismatch);
    const inserted = context.repos.transaction(() => {
      // Counted again inside the transaction that inserts the hold, so two saves cannot both take the last use.
      if (code !== '' && !checkCoupon(code, couponWithHolds(context.repos, code, context.now()), form.id, context.now()).ok) return false;
      context.repos.orders.insert({
        provider_order_id: request.orderId, form_id: form.id, total_cents: serverTotal, currency: request.currency,
        fields_json: fieldsJson, coupon_code: code || null, owner_token_hash: ownerTokenHash, created_at: context.now().toISOString(),
      });
      return true;
    });
    return inserted ? succeed({ message: PAYMENT_MESSAGES.saved }) : refuse(COUPON_MESSAGES.notForThisOrder);
  },
};
