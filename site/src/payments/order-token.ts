import { createHash } from 'node:crypto';
import type { OrderRow } from './orders-repository';

/** What the orders table keeps of an order token: its SHA-256, so a copy of the table cannot update orders. */
export const orderTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Whether an update may touch an order: only with the
 * token its save carried, so only the visitor whose page saved it. An order
 * saved before tokens takes an approval (which the payment provider must
 * confirm anyway) and nothing else.
 */
export function mayUpdateOrder(order: Pick<OrderRow, 'owner_token_hash'>, token: string, isApproval: boolean): boolean {
  if (order.owner_token_hash === null) return isApproval;
  return orderTokenHash(token) === order.owner_token_hash;
}
