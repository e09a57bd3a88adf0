import { defineAction } from '../define-action';
import { expectRecord, expectString } from '../expect';
import { NONCE_SPECS } from '../nonce';
import type { WireScalar } from '../wire';
import { THIRD_PARTY_TIMEOUT_MS } from './timeouts';

export type SavePaymentRequest = {
  /** The payment provider's order id. */
  readonly orderId: string;
  readonly formId: number;
  readonly total: number;
  readonly currency: string;
  /** Form values by field name (sent as one JSON string). */
  readonly fields: Readonly<Record<string, WireScalar | readonly WireScalar[]>>;
  /**
   * A secret the page makes for this order (ORDER_TOKEN_PATTERN) and sends with every
   * `eacf7_update_payment` of it: the server takes updates only with it, so an order id alone
   * (in a provider URL, a log) cannot cancel someone else's order.
   */
  readonly orderToken: string;
};

/** An order token: 32 random bytes as hex. */
export const ORDER_TOKEN_PATTERN = /^[0-9a-f]{64}$/;

export type SavePaymentAnswer = { readonly message: string };

/** `data` = {message}. */
function parseSavePayment(data: unknown): SavePaymentAnswer {
  const answer = expectRecord(data, 'eacf7_save_payment: answer');
  return { message: expectString(answer.message, 'eacf7_save_payment: message') };
}

/** `eacf7_save_payment`: stores the order before the provider's approval; a write. */
export const savePayment = defineAction<SavePaymentRequest>()({
  nonce: NONCE_SPECS.eacf7,
  timeoutMs: THIRD_PARTY_TIMEOUT_MS,
  retryable: false,
  parseAnswer: parseSavePayment,
});
