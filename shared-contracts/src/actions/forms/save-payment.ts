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
};

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
