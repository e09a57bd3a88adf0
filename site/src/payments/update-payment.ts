import { PAYMENT_STATUS_CANCELLED } from '@cms-mf/shared-contracts/constants';
import type { UpdatePaymentRequest } from '@cms-mf/shared-contracts/actions';
import type { ActionHandler } from '../ajax/action-handler';
import { refuse, succeed } from '../ajax/action-handler';
import { BadFieldError } from '../form-body/bad-field-error';
import type { RawFields } from '../form-body/raw-fields';
import { currencyDigits, isValidEmail, toMinorUnits } from '@cms-mf/shared-contracts/rules';
import { capturedAmount } from './captured-amount';
import { providerCaptureRefusal } from './provider-capture-refusal';
import { mayUpdateOrder } from './order-token';
import { ORDER_ID } from './save-payment';

export const UPDATE_MESSAGES = {
  unknown: 'There is no such order.',
  notOpen: 'This order is no longer awaiting payment.',
  replayed: 'This transaction has already been recorded.',
  status: 'The payment is not completed.',
  noAmount: 'The payment answer carries no captured amount.',
  mismatch: 'The paid amount does not match the order.',
  approved: 'Payment recorded.',
  cancelled: 'Order cancelled.',
} as const;

/** The provider's status of a captured payment. */
const COMPLETED = 'COMPLETED';

/**
 * `eacf7_update_payment`: the one transition of a `created` order, to
 * approved (with the provider's capture) or cancelled, by the visitor who
 * saved it (the order's token, order-token.ts). The same approval
 * again answers as the first did (a retry). Refused: an unknown
 * order, an order already approved or cancelled, a transaction id already
 * recorded on any order, a capture that is not completed, or an amount or
 * currency that differs from the order's server-computed total; then the
 * payment provider must confirm the capture itself (provider-capture-refusal.ts).
 */
export const updatePayment: ActionHandler<'eacf7_update_payment'> = {
  parse(fields: RawFields): UpdatePaymentRequest {
    const orderId = fields.text('orderId', { max: 64, pattern: ORDER_ID });
    // Missing or malformed, it matches no order's token: the handler answers as for an unknown order.
    const orderToken = fields.optionalText('orderToken', { max: 64 }) ?? '';
    const status = fields.text('status', { max: 32, pattern: /^[A-Z_]+$/ });
    if (status === PAYMENT_STATUS_CANCELLED) return { orderId, orderToken, status };
    const response = fields.json('response');
    if (typeof response !== 'object' || response === null || Array.isArray(response)) throw new BadFieldError('response', 'must be the provider answer object');
    const payerEmail = fields.optionalText('payerEmail', { max: 254 }) ?? '';
    if (payerEmail !== '' && !isValidEmail(payerEmail)) throw new BadFieldError('payerEmail', 'must be an email address');
    return {
      orderId,
      orderToken,
      status,
      transactionId: fields.text('transactionId', { max: 64, pattern: /^[A-Za-z0-9_-]{4,64}$/ }),
      payerName: fields.optionalText('payerName', { max: 200 }) ?? '',
      payerEmail,
      paymentMethod: fields.optionalText('paymentMethod', { max: 50, pattern: /^[A-Za-z0-9 _-]+$/ }) ?? '',
      response: response as Record<string, unknown>,
    };
  },
  async handle(request, context) {
    const order = context.repos.orders.byProviderId(request.orderId);
    // Another visitor's order reads as no order at all: its id alone proves nothing (order-token.ts).
    if (!order || !mayUpdateOrder(order, request.orderToken, 'transactionId' in request)) return refuse(UPDATE_MESSAGES.unknown);
    // A retried approval (its answer was lost): the same transaction on the same order is recorded already.
    if (order.status === 'approved' && 'transactionId' in request && order.transaction_id === request.transactionId) return succeed({ message: UPDATE_MESSAGES.approved });
    if (order.status !== 'created') return refuse(UPDATE_MESSAGES.notOpen);
    const updatedAt = context.now().toISOString();
    if (!('transactionId' in request)) {
      return context.repos.orders.cancel(order.provider_order_id, updatedAt) ? succeed({ message: UPDATE_MESSAGES.cancelled }) : refuse(UPDATE_MESSAGES.notOpen);
    }
    if (request.status !== COMPLETED) return refuse(UPDATE_MESSAGES.status);
    if (context.repos.orders.byTransactionId(request.transactionId)) return refuse(UPDATE_MESSAGES.replayed);
    const paid = capturedAmount(request.response);
    if (!paid) return refuse(UPDATE_MESSAGES.noAmount);
    if (paid.currency !== order.currency || toMinorUnits(paid.value, currencyDigits(order.currency)) !== order.total_cents) return refuse(UPDATE_MESSAGES.mismatch);
    const providerRefusal = await providerCaptureRefusal(context, order, request.transactionId);
    if (providerRefusal) return providerRefusal;
    // The coupon's use is spent with the approval (its hold ends as the order leaves `created`).
    const approved = context.repos.transaction(() => {
      const done = context.repos.orders.approve(order.provider_order_id, {
        transaction_id: request.transactionId, payer_name: request.payerName, payer_email: request.payerEmail, payment_method: request.paymentMethod,
        provider_status: request.status, provider_response: JSON.stringify(request.response).slice(0, 64 * 1024), updated_at: updatedAt,
      });
      if (done && order.coupon_code) context.repos.coupons.spend(order.coupon_code);
      return done;
    });
    return approved ? succeed({ message: UPDATE_MESSAGES.approved }) : refuse(UPDATE_MESSAGES.notOpen);
  },
};
