import type { PaymentOrder } from './order-store';

/** The buyer every stand-in approval comes from: fixed, so tests can assert what the form records. */
export const STANDIN_PAYER = {
  name: { given_name: 'Test', surname: 'Buyer' },
  email_address: 'buyer@example.com',
  address: { country_code: 'US' },
} as const;

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * An order in the provider's Orders v2 shape. After capture it is the
 * "capture-shaped object" `actions.order.capture()` resolves to: `payer` with
 * name and email, and the transaction id at
 * `purchase_units[0].payments.captures[0].id`.
 */
export function orderResource(order: PaymentOrder, ordersUrl: string): Record<string, unknown> {
  const unit: Record<string, unknown> = { ...order.unit };
  if (order.captureId) {
    unit.payments = {
      captures: [{ id: order.captureId, status: 'COMPLETED', amount: order.unit.amount, final_capture: true, create_time: iso(order.updatedAt), update_time: iso(order.updatedAt) }],
    };
  }
  return {
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    purchase_units: [unit],
    ...(order.payerId ? { payer: { ...STANDIN_PAYER, payer_id: order.payerId } } : {}),
    create_time: iso(order.createdAt),
    update_time: iso(order.updatedAt),
    links: [{ href: `${ordersUrl}/${order.id}`, rel: 'self', method: 'GET' }],
  };
}

/** The provider's error shape: `{name, message, details: [{issue, description}]}`. */
export function paymentError(status: 400 | 404 | 415 | 413 | 422, issue: string, description: string): Response {
  const name = status === 404 ? 'RESOURCE_NOT_FOUND' : status === 422 ? 'UNPROCESSABLE_ENTITY' : 'INVALID_REQUEST';
  return Response.json({ name, message: description, details: [{ issue, description }] }, { status });
}
