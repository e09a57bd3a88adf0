import { PaymentProviderError } from './payment-provider-error';

/** One capture of an order, as the provider records it. */
export interface ProviderCapture {
  /** The transaction id the buyer's browser reports. */
  readonly id: string;
  readonly status: string;
  readonly amount: { readonly value: string; readonly currency: string };
}

/** What the server needs of a provider order (Orders v2 `GET /orders/{id}`). */
export interface ProviderOrder {
  readonly id: string;
  /** `CREATED`, `APPROVED`, `COMPLETED`, … */
  readonly status: string;
  /** The first purchase unit's captures; empty until captured. */
  readonly captures: readonly ProviderCapture[];
}

export interface FetchPaymentOrderOptions {
  /** OAuth access token for the real provider; the stand-in needs none. */
  readonly accessToken?: string;
  /**
   * How to reach the provider. Pass `(url, init) => app.request(url, init)` to
   * call the stand-in in-process.
   * @default globalThis.fetch
   */
  readonly fetch?: (input: string, init: RequestInit) => Promise<Response>;
}

/**
 * Reads an order from the payment provider's Orders API
 * (`externalServices(...).paymentApiUrl`), the server's own source of truth
 * for whether a payment was captured. Null when the provider has no such
 * order (404).
 * @example
 *   const order = await fetchPaymentOrder(services.paymentApiUrl, orderId);
 *   if (order?.status !== 'COMPLETED') return refuse('not captured');
 * @throws PaymentProviderError when the provider is unreachable, answers
 *   anything else but 200 or 404, or answers without an order.
 */
export async function fetchPaymentOrder(apiUrl: string, orderId: string, options: FetchPaymentOrderOptions = {}): Promise<ProviderOrder | null> {
  const send = options.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.accessToken) headers.Authorization = `Bearer ${options.accessToken}`;
  let response: Response;
  try {
    response = await send(`${apiUrl.replace(/\/+$/, '')}/orders/${encodeURIComponent(orderId)}`, { method: 'GET', headers });
  } catch (error) {
    throw new PaymentProviderError(0, `The payment provider could not be reached: ${(error as Error).message}`);
  }
  if (response.status === 404) return null;
  const order = response.status === 200 ? providerOrderOf(await response.json().catch(() => null)) : null;
  if (!order) throw new PaymentProviderError(response.status, `The payment provider answered HTTP ${response.status} without an order.`);
  return order;
}

function providerOrderOf(body: unknown): ProviderOrder | null {
  const order = record(body);
  if (typeof order?.id !== 'string' || typeof order.status !== 'string') return null;
  const unit = record(Array.isArray(order.purchase_units) ? order.purchase_units[0] : undefined);
  const captures = record(unit?.payments)?.captures;
  return {
    id: order.id,
    status: order.status,
    captures: (Array.isArray(captures) ? captures : []).map(captureOf).filter((capture): capture is ProviderCapture => capture !== null),
  };
}

function captureOf(value: unknown): ProviderCapture | null {
  const capture = record(value);
  const amount = record(capture?.amount);
  if (typeof capture?.id !== 'string' || typeof capture.status !== 'string' || typeof amount?.value !== 'string' || typeof amount.currency_code !== 'string') return null;
  return { id: capture.id, status: capture.status, amount: { value: amount.value, currency: amount.currency_code } };
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
