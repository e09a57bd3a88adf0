import type { ActionContext } from '../ajax/action-context';
import { type Outcome, refuse } from '../ajax/action-handler';
import type { OrderRow } from './orders-repository';
import { type CaptureMismatch, checkProviderCapture } from './provider-capture';
import { PaymentProviderError } from './payment-provider-error';

export const PROVIDER_MESSAGES = {
  unknown: 'The payment provider has no record of this order.',
  unavailable: 'The payment could not be confirmed with the payment provider. Please try again.',
} as const;

const MISMATCH_MESSAGES: Record<CaptureMismatch, string> = {
  'not-captured': 'The payment provider has not captured this order.',
  transaction: 'The transaction id does not match the payment provider’s capture.',
  amount: 'The paid amount does not match the order.',
};

/**
 * Asks the payment provider for the order before an approval is recorded:
 * the browser's capture answer is the buyer's claim, the provider's record is
 * the fact. Null when the provider confirms a completed capture of exactly
 * the order's server-computed total under the reported transaction id;
 * otherwise the refusal to answer (502 when the provider could not say).
 */
export async function providerCaptureRefusal(context: ActionContext, order: OrderRow, transactionId: string): Promise<Outcome<never> | null> {
  let provider;
  try {
    provider = await context.external.findPaymentOrder(order.provider_order_id, context.origin);
  } catch (error) {
    if (error instanceof PaymentProviderError) return refuse(PROVIDER_MESSAGES.unavailable, 502);
    throw error;
  }
  if (!provider || provider.id !== order.provider_order_id) return refuse(PROVIDER_MESSAGES.unknown);
  const mismatch = checkProviderCapture(provider, { totalMinor: order.total_cents, currency: order.currency, transactionId });
  return mismatch ? refuse(MISMATCH_MESSAGES[mismatch]) : null;
}
