import { isRecord } from '@cms-mf/shared-contracts';
import type { UpdatePaymentApprovedRequest } from '@cms-mf/shared-contracts/actions';

const first = (value: unknown): Record<string, unknown> | undefined => (Array.isArray(value) && isRecord(value[0]) ? value[0] : undefined);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The `eacf7_update_payment` record of a capture, from the provider's
 * answer (Orders v2: the transaction id at
 * `purchase_units[0].payments.captures[0].id`, the payer's name and email).
 * Null when the answer carries no completed transaction to record.
 */
export function approvalRequest(orderId: string, orderToken: string, capture: unknown, paymentMethod: string): UpdatePaymentApprovedRequest | null {
  if (!isRecord(capture)) return null;
  const unit = first(capture.purchase_units);
  const payments = isRecord(unit?.payments) ? unit.payments : undefined;
  const transaction = first(payments?.captures);
  const transactionId = text(transaction?.id);
  if (transactionId === '') return null;
  const payer = isRecord(capture.payer) ? capture.payer : {};
  const name = isRecord(payer.name) ? payer.name : {};
  return {
    orderId,
    orderToken,
    transactionId,
    payerName: [text(name.given_name), text(name.surname)].filter(Boolean).join(' '),
    payerEmail: text(payer.email_address),
    paymentMethod: /^[A-Za-z0-9 _-]{1,50}$/.test(paymentMethod) ? paymentMethod : 'paypal',
    response: capture,
    status: text(transaction?.status) || text(capture.status),
  };
}

/** Whether a provider order read back after a lost capture answer was captured after all. */
export const isCaptured = (order: unknown): boolean => isRecord(order) && order.status === 'COMPLETED';
