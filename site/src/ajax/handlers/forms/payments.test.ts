import { startTestSite, type TestSite } from '../../../test-support/test-site';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

let orderSeq = 0;
const newOrderId = () => `ORDER-${Date.now()}-${++orderSeq}`;
const ticketFields = { 'buyer-name': 'Ann', 'buyer-email': 'ann@example.com', ticket: 'VIP', extras: ['Lunch'], quantity: '2', coupon: '' };
/** (60 + 12.50) × 2 + 4.50 */
const TICKET_TOTAL = '149.50';

const savePayment = (fields: Record<string, string> = {}, values: Record<string, unknown> = ticketFields) =>
  site.action('eacf7_save_payment', { orderId: newOrderId(), formId: '2', total: TICKET_TOTAL, currency: 'USD', fields: JSON.stringify(values), ...fields });

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

  test('applies a coupon from the form values and counts its use', async () => {
    // 149.50 − 10 %
    expect((await savePayment({ total: '134.55' }, { ...ticketFields, coupon: 'WELCOME10' })).json).toMatchObject({ success: true });
    expect(site.query<{ used: number }>("SELECT used FROM coupons WHERE code = 'WELCOME10'")[0]?.used).toBe(1);
  });

  test('a coupon with one use left is consumed once: the second order is refused', async () => {
    const values = { ...ticketFields, coupon: 'ONETIME50' };
    expect((await savePayment({ total: '74.75' }, values)).json).toMatchObject({ success: true });
    const before = site.count('orders');
    expect((await savePayment({ total: '74.75' }, values)).json).toEqual({ success: false, data: 'This coupon has reached its usage limit.' });
    expect(site.count('orders')).toBe(before);
  });

  test.each([
    ['a total the client lowered', { total: '1.00' }, ticketFields, /does not match the prices/],
    ['a currency the form does not charge', { currency: 'EUR' }, ticketFields, /currency does not match/],
    ['a choice the catalogue does not price', {}, { ...ticketFields, ticket: 'Captain' }, /not a priced choice/],
    ['a quantity of zero', {}, { ...ticketFields, quantity: '0' }, /quantity must be a whole number/],
    ['an unknown coupon', {}, { ...ticketFields, coupon: 'NOSUCHCODE' }, /coupon code is not valid/],
    ['nested values', {}, { ...ticketFields, ticket: { $gt: '' } }, /must be text or a list of text/],
    ['a form that takes no payments', { formId: '1' }, ticketFields, /takes no payments/],
    ['a malformed order id', { orderId: '../1' }, ticketFields, /orderId: has an invalid format/],
  ])('refuses %s and stores nothing', async (_case, fields, values, message) => {
    const before = site.count('orders');
    expect((await savePayment(fields, values)).json).toEqual({ success: false, data: expect.stringMatching(message) });
    expect(site.count('orders')).toBe(before);
  });

  test('refuses an order id that is already saved', async () => {
    const orderId = newOrderId();
    expect((await savePayment({ orderId })).json).toMatchObject({ success: true });
    expect((await savePayment({ orderId })).json).toEqual({ success: false, data: 'This order has already been saved.' });
  });
});

describe('eacf7_update_payment', () => {
  const createdOrder = async () => {
    const orderId = newOrderId();
    await savePayment({ orderId });
    return orderId;
  };
  const approve = (orderId: string, paid = capture('149.50'), extra: Record<string, string> = {}) =>
    site.action('eacf7_update_payment', { orderId, ...paid, payerName: 'Test Buyer', payerEmail: 'buyer@example.com', paymentMethod: 'paypal', status: 'COMPLETED', ...extra });
  const statusOf = (orderId: string) => site.query<{ status: string }>('SELECT status FROM orders WHERE provider_order_id = ?', orderId)[0]?.status;

  test('approves a created order when the captured amount matches', async () => {
    const orderId = await createdOrder();
    expect((await approve(orderId)).json).toEqual({ success: true, data: { message: 'Payment recorded.' } });
    expect(statusOf(orderId)).toBe('approved');
  });

  test('cancels a created order', async () => {
    const orderId = await createdOrder();
    expect((await site.action('eacf7_update_payment', { orderId, status: 'CANCELLED' })).json).toEqual({ success: true, data: { message: 'Order cancelled.' } });
    expect(statusOf(orderId)).toBe('cancelled');
  });

  test('refuses an unknown order', async () => {
    expect((await approve('NO-SUCH-ORDER')).json).toEqual({ success: false, data: 'There is no such order.' });
    expect((await site.action('eacf7_update_payment', { orderId: 'NO-SUCH-ORDER', status: 'CANCELLED' })).json).toMatchObject({ success: false });
  });

  test('refuses a replayed transaction id, on the same or another order', async () => {
    const paid = capture('149.50');
    const first = await createdOrder();
    expect((await approve(first, paid)).json).toMatchObject({ success: true });
    expect((await approve(first, paid)).json).toEqual({ success: false, data: 'This order is no longer awaiting payment.' });
    const second = await createdOrder();
    expect((await approve(second, paid)).json).toEqual({ success: false, data: 'This transaction has already been recorded.' });
    expect(statusOf(second)).toBe('created');
  });

  test.each([
    ['a smaller amount', capture('1.00'), {}, 'The paid amount does not match the order.'],
    ['another currency', capture('149.50', 'EUR'), {}, 'The paid amount does not match the order.'],
    ['no amount at all', { transactionId: 'TX-NOAMOUNT1', response: '{}' }, {}, 'The payment answer carries no captured amount.'],
    ['a capture that is not completed', capture('149.50'), { status: 'PENDING' }, 'The payment is not completed.'],
  ])('refuses %s and leaves the order open', async (_case, paid, extra, message) => {
    const orderId = await createdOrder();
    expect((await approve(orderId, paid, extra)).json).toEqual({ success: false, data: message });
    expect(statusOf(orderId)).toBe('created');
  });

  test('a cancelled order cannot be approved, nor an approved one cancelled', async () => {
    const cancelled = await createdOrder();
    await site.action('eacf7_update_payment', { orderId: cancelled, status: 'CANCELLED' });
    expect((await approve(cancelled)).json).toMatchObject({ success: false });
    const approved = await createdOrder();
    await approve(approved);
    expect((await site.action('eacf7_update_payment', { orderId: approved, status: 'CANCELLED' })).json).toMatchObject({ success: false });
    expect(statusOf(approved)).toBe('approved');
  });
});
