import { Hono, type Context } from 'hono';
import { browserCors } from '../http/browser-cors';
import { standinsBaseUrl } from '../http/base-url';
import { readJsonBody } from '../http/json-body';
import type { StandinsRuntime } from '../standins-runtime';
import { parseOrderRequest } from './order-request';
import { orderResource, paymentError } from './order-resource';
import { createOrderStore, type PaymentOrder, type TransitionRefusal } from './order-store';
import { sdkScript } from './sdk-script';

const ORDER_ID = /^[A-Z0-9]{17}$/;
const CLIENT_ID = /^[A-Za-z0-9_-]{1,200}$/;
const REFUSALS: Record<TransitionRefusal, [404 | 422, string, string]> = {
  'not-found': [404, 'INVALID_RESOURCE_ID', 'No order with this id.'],
  'already-approved': [422, 'ORDER_ALREADY_APPROVED', 'The buyer already approved this order.'],
  'not-approved': [422, 'ORDER_NOT_APPROVED', 'The buyer has not approved this order.'],
  'already-captured': [422, 'ORDER_ALREADY_CAPTURED', 'This order was already captured.'],
};

/** JavaScript answering a bad SDK URL: a script tag gets its error event, a reader gets the reason. */
const sdkRefusal = (message: string) =>
  new Response(`throw new Error(${JSON.stringify(`SDK Validation error: ${message}`)});\n`, {
    status: 400,
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  });

/**
 * The payment-provider stand-in:
 * - `GET /payments/sdk.js?client-id=&currency=[&standin-next=]`: the JS SDK
 *   (what `loadScript` from `@paypal/paypal-js` loads with `sdkBaseUrl`);
 * - `POST /payments/orders`, `GET /payments/orders/:id`,
 *   `POST /payments/orders/:id/approve` (the buyer's approval, played by the
 *   SDK), `POST /payments/orders/:id/capture`: provider-side orders, which the
 *   SDK calls from the browser (CORS). A second capture is refused with 422
 *   `ORDER_ALREADY_CAPTURED`; the site can read an order to check its amount.
 */
export function createPaymentRoutes(runtime: StandinsRuntime): Hono {
  const store = createOrderStore(runtime.db);
  const app = new Hono();
  const ordersUrl = (c: Context, relative: string) => `${standinsBaseUrl(c, relative, runtime.publicBaseUrl)}/payments/orders`;
  const transition = (c: Context, step: 'approve' | 'capture', status: 200 | 201) => {
    const id = c.req.param('orderId') ?? '';
    const result: PaymentOrder | TransitionRefusal = ORDER_ID.test(id) ? store[step](id, runtime.now()) : 'not-found';
    if (typeof result === 'string') return paymentError(...REFUSALS[result]);
    return c.json(orderResource(result, ordersUrl(c, `/payments/orders/${id}/${step}`)), status);
  };

  app.get('/payments/sdk.js', (c) => {
    const clientId = c.req.query('client-id');
    if (!clientId || !CLIENT_ID.test(clientId)) return sdkRefusal('Expected client-id to be passed (letters, digits, _ and -).');
    const currency = c.req.query('currency') ?? 'USD';
    if (!/^[A-Z]{3}$/.test(currency)) return sdkRefusal('currency must be a three-letter ISO 4217 code in capitals.');
    const next = c.req.query('standin-next') ?? 'approve';
    if (next !== 'approve' && next !== 'cancel' && next !== 'fail') return sdkRefusal('standin-next must be approve, cancel or fail.');
    const script = sdkScript({ clientId, currency, next, ordersUrl: ordersUrl(c, '/payments/sdk.js') });
    return c.body(script, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache' });
  });

  app.use('/payments/orders', browserCors(['GET', 'POST']));
  app.use('/payments/orders/*', browserCors(['GET', 'POST']));
  app.post('/payments/orders', async (c) => {
    const body = await readJsonBody(c.req.raw);
    if (!body.ok) return paymentError(body.status, 'MALFORMED_REQUEST_JSON', body.message);
    const request = parseOrderRequest(body.value);
    if (!request.ok) return paymentError(400, request.issue, request.description);
    const order = store.create(request.unit, runtime.now());
    return c.json(orderResource(order, ordersUrl(c, '/payments/orders')), 201);
  });
  app.get('/payments/orders/:orderId', (c) => {
    const id = c.req.param('orderId');
    const order = ORDER_ID.test(id) ? store.find(id) : undefined;
    if (!order) return paymentError(...REFUSALS['not-found']);
    return c.json(orderResource(order, ordersUrl(c, `/payments/orders/${id}`)));
  });
  app.post('/payments/orders/:orderId/approve', (c) => transition(c, 'approve', 200));
  app.post('/payments/orders/:orderId/capture', (c) => transition(c, 'capture', 201));
  return app;
}
