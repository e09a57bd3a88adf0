import { startTestSite, type TestSite } from '../test-support/test-site';
import { COUPON_FAILURE_WINDOW_MS } from './coupon-throttle';

let site: TestSite;
let clock = Date.now();
beforeAll(async () => {
  site = await startTestSite({}, { now: () => new Date(clock) });
});
afterAll(() => site.close());
// Each test past the coupon throttle's window: refused codes of one test do not slow the next (coupon-guessing.test.ts tests the throttle).
beforeEach(() => {
  clock += COUPON_FAILURE_WINDOW_MS;
});

/** The token the saving page sent with its orders; updates carry it (payments/order-token.ts). */
const TOKEN = 'e5'.repeat(32);

let orderSeq = 0;
const newOrderId = () => `ORDER-${Date.now()}-${++orderSeq}`;
const ticketFields = { 'buyer-name': 'Ann', 'buyer-email': 'ann@example.com', ticket: 'VIP', extras: ['Lunch'], quantity: '2', coupon: '' };
/** (60 + 12.50) × 2 + 4.50 */
const TICKET_TOTAL = '149.50';

const savePayment = (fields: Record<string, string> = {}, values: Record<string, unknown> = ticketFields) =>
  site.action('eacf7_save_payment', { orderId: newOrderId(), formId: '2', total: TICKET_TOTAL, currency: 'USD', fields: JSON.stringify(values), orderToken: TOKEN, ...fields });

/** The provider's capture answer, as the payment SDK resolves it. */
const capture = (value: string, currency = 'USD', transactionId = `TX-${Date.now()}-${++orderSeq}`) => ({
  transactionId,
  response: JSON.stringify({ id: 'x', status: 'COMPLETED', purchase_units: [{ payments: { captures: [{ id: transactionId, status: 'COMPLETED', amount: { currency_code: currency, value } }] } }] }),
});

describe('coupon_check', () => {
  test.each([
    ['WELCOME10', { discount: 10, type: 'percentage' }],
    ['welcome10', { discount: 10, type: 'percentage' }],
    ['TAKE5OFF', { discount: 5, type: 'fixed' }],
  ])('%s applies', async (coupon, data) => {
    expect((await site.action('coupon_check', { formId: '2', coupon, total: '50' })).json).toEqual({ success: true, data: { ...data, message: 'Coupon applied.' } });
  });

  test.each([
    ['a code under 6 characters', 'ABC', 'Coupon code must be at least 6 characters.'],
    ['an unknown code', 'NOSUCHCODE', 'This coupon code is not valid.'],
    ['an expired code', 'SPRING2020', 'This coupon has expired.'],
  ])('refuses %s with the message shown under the input', async (_case, coupon, message) => {
    expect((await site.action('coupon_check', { formId: '2', coupon, total: '50' })).json).toEqual({ success: false, data: { message } });
  });

  test('refuses a form that takes no payments and a malformed total', async () => {
    expect((await site.action('coupon_check', { formId: '1', coupon: 'WELCOME10', total: '50' })).json).toMatchObject({ success: false });
    expect((await site.action('coupon_check', { formId: '2', coupon: 'WELCOME10', total: '-5' })).json).toMatchObject({ success: false });
  });
});

describe('eacf7_save_payment', () => {
  test('saves an order whose total matches the recomputed one', async () => {
    const before = site.count('orders');
    expect((await savePayment()).json).toEqual({ success: true, data: { message: 'Order saved.' } });
    expect(site.count('orders')).toBe(before + 1);
    const [order] = site.query<{ status: string; total_cents: number }>('SELECT status, total_cents FROM orders ORDER BY id DESC LIMIT 1');
    expect(order).toEqual({ status: 'created', total_cents: 14950 });
  });

  test('applies a coupon from the form values; the unpaid order holds it without spending it', async () => {
    // 149.50 − 10 %
    expect((await savePayment({ total: '134.55' }, { ...ticketFields, coupon: 'WELCOME10' })).json).toMatchObject({ success: true });
    expect(site.query<{ used: number }>("SELECT used FROM coupons WHERE code = 'WELCOME10'")[0]?.used).toBe(0);
  });

  test('a coupon with one use left is held once: the second order is refused', async () => {
    const values = { ...ticketFields, coupon: 'ONETIME50' };
    expect((await savePayment({ total: '74.75' }, values)).json).toMatchObject({ success: true });
    const before = site.count('orders');
    expect((await savePayment({ total: '74.75' }, values)).json).toEqual({ success: false, data: 'This coupon cannot be used on this order.' });
    expect(site.count('orders')).toBe(before);
  });

  test.each([
    ['a total the client lowered', { total: '1.00' }, ticketFields, /does not match the prices/],
    ['a currency the form does not charge', { currency: 'EUR' }, ticketFields, /currency does not match/],
    ['a choice the catalogue does not price', {}, { ...ticketFields, ticket: 'Captain' }, /not a priced choice/],
    ['a quantity of zero', {}, { ...ticketFields, quantity: '0' }, /quantity must be a whole number/],
    ['an unknown coupon', {}, { ...ticketFields, coupon: 'NOSUCHCODE' }, /^This coupon cannot be used on this order\.$/],
    ['nested values', {}, { ...ticketFields, ticket: { $gt: '' } }, /must be text or a list of text/],
    ['a form that takes no payments', { formId: '1' }, ticketFields, /takes no payments/],
    ['a malformed order id', { orderId: '../1' }, ticketFields, /orderId: has an invalid format/],
  ])('refuses %s and stores nothing', async (_case, fields, values, message) => {
    const before = site.count('orders');
    expect((await savePayment(fields, values)).json).toEqual({ success: false, data: expect.stringMatching(message) });
    expect(site.count('orders')).toBe(before);
  });

  test('the same order saved again (a retry after a lost answer) is answered as saved and stored once', async () => {
    const orderId = newOrderId();
    const before = site.count('orders');
    const usedBefore = site.query<{ used: number }>("SELECT used FROM coupons WHERE code = 'WELCOME10'")[0]?.used;
    const withCoupon = { ...ticketFields, coupon: 'WELCOME10' };
    expect((await savePayment({ orderId, total: '134.55' }, withCoupon)).json).toEqual({ success: true, data: { message: 'Order saved.' } });
    expect((await savePayment({ orderId, total: '134.55' }, withCoupon)).json).toEqual({ success: true, data: { message: 'Order saved.' } });
    expect(site.count('orders')).toBe(before + 1);
    expect(site.query<{ used: number }>("SELECT used FROM coupons WHERE code = 'WELCOME10'")[0]?.used).toBe(usedBefore);
  });

  test('refuses another order under an id that is already saved', async () => {
    const orderId = newOrderId();
    expect((await savePayment({ orderId })).json).toMatchObject({ success: true });
    expect((await savePayment({ orderId, total: '97.00' }, { ...ticketFields, quantity: '1' })).json).toEqual({ success: false, data: 'This order has already been saved.' });
    expect(site.query('SELECT total_cents FROM orders WHERE provider_order_id = ?', orderId)).toEqual([{ total_cents: 14950 }]);
  });
});

/** The provider's orders: the site's payment stand-in, driven as the SDK drives it from the browser. */
async function providerOrder(value = TICKET_TOTAL, until: 'approve' | 'capture' = 'capture', currency = 'USD') {
  const call = async (route: string, body?: unknown) => {
    const init: RequestInit = body === undefined ? { method: 'POST' } : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
    return (await (await site.fetch(`/standins/payments/orders${route}`, init)).json()) as { id: string; purchase_units: { payments?: { captures: { id: string }[] } }[] };
  };
  const { id } = await call('', { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: currency, value } }] });
  const approved = await call(`/${id}/approve`);
  const resource = until === 'capture' ? await call(`/${id}/capture`) : approved;
  return { id, transactionId: resource.purchase_units[0]?.payments?.captures[0]?.id, resource };
}

describe('eacf7_update_payment', () => {
  /** A saved order, paid at the provider unless said otherwise; `paid` is what the browser then posts. */
  const createdOrder = async (provider?: { id: string; transactionId?: string; resource: unknown }) => {
    const paidAt = provider ?? (await providerOrder());
    await savePayment({ orderId: paidAt.id });
    return { orderId: paidAt.id, paid: { transactionId: paidAt.transactionId ?? 'TX-NEVER-CAPTURED', response: JSON.stringify(paidAt.resource) } };
  };
  const approve = (orderId: string, paid = capture('149.50'), extra: Record<string, string> = {}) =>
    site.action('eacf7_update_payment', { orderId, orderToken: TOKEN, ...paid, payerName: 'Test Buyer', payerEmail: 'buyer@example.com', paymentMethod: 'paypal', status: 'COMPLETED', ...extra });
  const statusOf = (orderId: string) => site.query<{ status: string }>('SELECT status FROM orders WHERE provider_order_id = ?', orderId)[0]?.status;
  const orderRow = (orderId: string) => site.query('SELECT * FROM orders WHERE provider_order_id = ?', orderId)[0];

  test('approves a created order once the provider confirms the capture', async () => {
    const { orderId, paid } = await createdOrder();
    expect((await approve(orderId, paid)).json).toEqual({ success: true, data: { message: 'Payment recorded.' } });
    expect(site.query('SELECT status, transaction_id FROM orders WHERE provider_order_id = ?', orderId)).toEqual([{ status: 'approved', transaction_id: paid.transactionId }]);
  });

  test('cancels a created order', async () => {
    const orderId = newOrderId();
    await savePayment({ orderId });
    expect((await site.action('eacf7_update_payment', { orderId, orderToken: TOKEN, status: 'CANCELLED' })).json).toEqual({ success: true, data: { message: 'Order cancelled.' } });
    expect(statusOf(orderId)).toBe('cancelled');
  });

  test('refuses an unknown order', async () => {
    expect((await approve('NO-SUCH-ORDER')).json).toEqual({ success: false, data: 'There is no such order.' });
    expect((await site.action('eacf7_update_payment', { orderId: 'NO-SUCH-ORDER', orderToken: TOKEN, status: 'CANCELLED' })).json).toMatchObject({ success: false });
  });

  test('a retried approval of the same order and transaction is answered as recorded; another order with that transaction is refused', async () => {
    const first = await createdOrder();
    expect((await approve(first.orderId, first.paid)).json).toMatchObject({ success: true });
    const recorded = orderRow(first.orderId);
    expect((await approve(first.orderId, first.paid)).json).toEqual({ success: true, data: { message: 'Payment recorded.' } });
    expect(orderRow(first.orderId)).toEqual(recorded);
    expect((await approve(first.orderId, capture('149.50'))).json).toEqual({ success: false, data: 'This order is no longer awaiting payment.' });
    const second = await createdOrder();
    expect((await approve(second.orderId, first.paid)).json).toEqual({ success: false, data: 'This transaction has already been recorded.' });
    expect(statusOf(second.orderId)).toBe('created');
  });

  test.each([
    ['a smaller amount', capture('1.00'), {}, 'The paid amount does not match the order.'],
    ['another currency', capture('149.50', 'EUR'), {}, 'The paid amount does not match the order.'],
    ['no amount at all', { transactionId: 'TX-NOAMOUNT1', response: '{}' }, {}, 'The payment answer carries no captured amount.'],
    ['a capture that is not completed', capture('149.50'), { status: 'PENDING' }, 'The payment is not completed.'],
  ])('refuses a browser answer with %s and leaves the order open', async (_case, paid, extra, message) => {
    const { orderId } = await createdOrder();
    expect((await approve(orderId, paid, extra)).json).toEqual({ success: false, data: message });
    expect(statusOf(orderId)).toBe('created');
  });

  // The browser's answer below is always self-consistent; only the provider's record tells it is false.
  test.each([
    ['an order the provider never heard of', async () => ({ id: newOrderId(), transactionId: 'TX-INVENTED-1', resource: {} }), 'The payment provider has no record of this order.'],
    ['an order the provider never captured', () => providerOrder(TICKET_TOTAL, 'approve'), 'The payment provider has not captured this order.'],
    ['a capture of a different amount', () => providerOrder('1.00'), 'The paid amount does not match the order.'],
    ['a capture in another currency', () => providerOrder(TICKET_TOTAL, 'capture', 'EUR'), 'The paid amount does not match the order.'],
    ['a different transaction id', async () => ({ ...(await providerOrder()), transactionId: 'TX-NOT-THE-CAPTURE' }), 'The transaction id does not match the payment provider’s capture.'],
  ])('refuses %s and leaves the order unchanged', async (_case, provider, message) => {
    const { orderId, paid } = await createdOrder(await provider());
    const claimed = capture(TICKET_TOTAL, 'USD', paid.transactionId);
    const before = orderRow(orderId);
    expect((await approve(orderId, claimed)).json).toEqual({ success: false, data: message });
    expect(orderRow(orderId)).toEqual(before);
    expect(statusOf(orderId)).toBe('created');
  });

  test('a cancelled order cannot be approved, nor an approved one cancelled', async () => {
    const cancelled = await createdOrder();
    await site.action('eacf7_update_payment', { orderId: cancelled.orderId, orderToken: TOKEN, status: 'CANCELLED' });
    expect((await approve(cancelled.orderId, cancelled.paid)).json).toMatchObject({ success: false });
    const approved = await createdOrder();
    await approve(approved.orderId, approved.paid);
    expect((await site.action('eacf7_update_payment', { orderId: approved.orderId, orderToken: TOKEN, status: 'CANCELLED' })).json).toMatchObject({ success: false });
    expect(statusOf(approved.orderId)).toBe('approved');
  });
});

describe('PAYMENT_API_URL', () => {
  test('an unreachable provider refuses the approval (502) and leaves the order open', async () => {
    const down = await startTestSite({}, { env: { PAYMENT_API_URL: 'http://127.0.0.1:1/v2/checkout' } });
    try {
      const orderId = newOrderId();
      const saved = await down.action('eacf7_save_payment', { orderId, formId: '2', total: TICKET_TOTAL, currency: 'USD', fields: JSON.stringify(ticketFields), orderToken: TOKEN });
      expect(saved.json).toMatchObject({ success: true });
      const result = await down.action('eacf7_update_payment', { orderId, orderToken: TOKEN, ...capture(TICKET_TOTAL), status: 'COMPLETED' });
      expect(result.status).toBe(502);
      expect(result.json).toEqual({ success: false, data: 'The payment could not be confirmed with the payment provider. Please try again.' });
      expect(down.query('SELECT status FROM orders')).toEqual([{ status: 'created' }]);
    } finally {
      await down.close();
    }
  });
});
