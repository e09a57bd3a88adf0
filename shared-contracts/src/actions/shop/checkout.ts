import { defineAction } from '../define-action';
import { expectRecord, expectSafeUrl, fail } from '../expect';
import { NONCE_SPECS } from '../nonce';
import { type CheckoutNotice, parseNotices } from './order-review';

/** Every posted checkout field by name (`billing_*`, `shipping_*`, `shipping_method[0]`, `payment_method`…). */
export type CheckoutRequest = Readonly<Record<string, string>>;

/**
 * The platform's checkout answer: `success` with the order-received URL, or
 * `failure` with one notice per problem (the platform sends them as HTML; we
 * send them as data, so nothing is parsed as markup).
 */
export type CheckoutAnswer =
  | { readonly result: 'success'; readonly redirect: string }
  | { readonly result: 'failure'; readonly messages: readonly CheckoutNotice[]; readonly refresh: boolean };

function parseCheckout(data: unknown): CheckoutAnswer {
  const where = 'woocommerce_checkout:';
  const answer = expectRecord(data, `${where} answer`);
  if (answer.result === 'success') return { result: 'success', redirect: expectSafeUrl(answer.redirect, `${where} redirect`) };
  if (answer.result === 'failure') return { result: 'failure', messages: parseNotices(answer.messages, `${where} messages`), refresh: answer.refresh === true };
  return fail(`${where} result`, `must be "success" or "failure", got ${JSON.stringify(answer.result)}`);
}

/** `woocommerce_checkout`: places the order; a write, never retried. */
export const checkout = defineAction<CheckoutRequest>()({
  nonce: NONCE_SPECS.et_frontend,
  timeoutMs: 30_000,
  retryable: false,
  answerFormat: 'json',
  parseAnswer: parseCheckout,
});
