import { isRecord } from '../../is-record';
import { defineAction } from '../define-action';
import { NONCE_SPECS } from '../nonce';
import { THIRD_PARTY_TIMEOUT_MS } from './timeouts';

/** Approval: everything the provider reported about the capture. */
export type UpdatePaymentApprovedRequest = {
  readonly orderId: string;
  /** The token the order was saved with (`SavePaymentRequest.orderToken`). */
  readonly orderToken: string;
  readonly transactionId: string;
  readonly payerName: string;
  readonly payerEmail: string;
  readonly paymentMethod: string;
  /** The provider's raw capture answer (sent as one JSON string). */
  readonly response: Readonly<Record<string, unknown>>;
  /** The provider's status, e.g. `COMPLETED`. */
  readonly status: string;
};
export type UpdatePaymentCancelledRequest = { readonly orderId: string; readonly orderToken: string; readonly status: 'CANCELLED' };
export type UpdatePaymentRequest = UpdatePaymentApprovedRequest | UpdatePaymentCancelledRequest;
/** Not shown in the spec: a message when the server sends one. */
export type UpdatePaymentAnswer = { readonly message?: string };

/**
 * The answer is "not shown" in the spec. A mature CMS answers
 * `wp_send_json_success()` (no data), a message, or the updated order; we keep
 * a message when there is one and accept anything else, since the front end
 * only needs to know the call succeeded.
 */
function parseUpdatePayment(data: unknown): UpdatePaymentAnswer {
  if (isRecord(data) && typeof data.message === 'string') return { message: data.message };
  if (typeof data === 'string' && data !== '') return { message: data };
  return {};
}

/** `eacf7_update_payment`: records a captured payment; generous, because losing it leaves a paid order unmarked. */
export const updatePayment = defineAction<UpdatePaymentRequest>()({
  nonce: NONCE_SPECS.eacf7,
  timeoutMs: THIRD_PARTY_TIMEOUT_MS,
  retryable: false,
  parseAnswer: parseUpdatePayment,
});
