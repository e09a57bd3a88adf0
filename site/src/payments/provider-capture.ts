import type { ProviderOrder } from './fetch-payment-order';
import { currencyDigits, toMinorUnits } from '@cms-mf/shared-contracts/rules';

/** Why the provider's record does not confirm an approval. */
export type CaptureMismatch = 'not-captured' | 'transaction' | 'amount';

/** What the site expects the provider to have captured for one of its orders. */
export interface ExpectedCapture {
  /** The server-computed total, in the currency's minor units. */
  readonly totalMinor: number;
  readonly currency: string;
  /** The transaction id the browser reported. */
  readonly transactionId: string;
}

/**
 * Compares the provider's order with the site's: the order must be
 * COMPLETED, and its completed capture must carry the reported transaction id
 * and exactly the server-computed total and currency. Null when it does.
 * A browser can claim anything; only this comparison makes an approval true.
 */
export function checkProviderCapture(order: ProviderOrder, expected: ExpectedCapture): CaptureMismatch | null {
  const capture = order.status === 'COMPLETED' ? order.captures.find((candidate) => candidate.status === 'COMPLETED') : undefined;
  if (!capture) return 'not-captured';
  if (capture.id !== expected.transactionId) return 'transaction';
  const value = capture.amount.value;
  const minor = /^\d{1,10}(\.\d{1,3})?$/.test(value) ? toMinorUnits(Number(value), currencyDigits(expected.currency)) : NaN;
  return capture.amount.currency === expected.currency && minor === expected.totalMinor ? null : 'amount';
}
