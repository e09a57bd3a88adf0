import { defineAction } from '../define-action';
import { expectRecord, fail } from '../expect';
import { NONCE_SPECS } from '../nonce';
import { type CheckoutNotice, type OrderReview, parseNotices, parseOrderReview } from './order-review';

/**
 * What `update_checkout` posts (the platform's `update_order_review`): the
 * address parts that decide shipping, and the chosen method.
 */
export interface UpdateOrderReviewRequest {
  readonly billing_country: string;
  readonly billing_postcode: string;
  /** `1` when the shipping address differs from the billing address. */
  readonly ship_to_different_address?: string;
  readonly shipping_country?: string;
  readonly shipping_postcode?: string;
  /** `shipping_method[0]`: the method the visitor chose. */
  readonly shipping_method?: string;
}

/** `result` as the platform answers it; `failure` carries the notices (an empty or foreign cart). */
export type UpdateOrderReviewAnswer =
  | { readonly result: 'success'; readonly review: OrderReview }
  | { readonly result: 'failure'; readonly messages: readonly CheckoutNotice[] };

function parseUpdateOrderReview(data: unknown): UpdateOrderReviewAnswer {
  const where = 'woocommerce_update_order_review:';
  const answer = expectRecord(data, `${where} answer`);
  if (answer.result === 'success') return { result: 'success', review: parseOrderReview(answer.review, `${where} review`) };
  if (answer.result === 'failure') return { result: 'failure', messages: parseNotices(answer.messages, `${where} messages`) };
  return fail(`${where} result`, `must be "success" or "failure", got ${JSON.stringify(answer.result)}`);
}

/** `woocommerce_update_order_review`: reads the cart and prices shipping; no side effect, so retryable. */
export const updateOrderReview = defineAction<UpdateOrderReviewRequest>()({
  nonce: NONCE_SPECS.et_frontend,
  timeoutMs: 15_000,
  retryable: true,
  answerFormat: 'json',
  parseAnswer: parseUpdateOrderReview,
});
