import { startTestSite, type TestSite } from '../test-support/test-site';

// Anyone with a provider order id could once cancel another visitor's open order, even between the
// provider's capture and the site's record, which then refused the approval of money already captured.
let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const fields = JSON.stringify({ 'buyer-name': 'Ann', 'buyer-email': 'ann@example.com', ticket: 'VIP', extras: ['Lunch'], quantity: '2', coupon: '' });
const OWNER_TOKEN = 'a1'.repeat(32);
const OTHER_TOKEN = 'b2'.repeat(32);
const statusOf = (orderId: string) => site.query<{ status: string }>('SELECT status FROM orders WHERE provider_order_id = ?', orderId)[0]?.status;

/** An order paid at the provider's stand-in and saved by its visitor, who holds `OWNER_TOKEN`. */
async function capturedOrder() {
  const call = async (route: string, body?: unknown) =>
    (await (await site.fetch(`/standins/payments/orders${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body ?? {}) })).json()) as {
      id: string; purchase_units: { payments?: { captures: { id: string }[] } }[];
    };
  const { id } = await call('', { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: '149.50' } }] });
  await call(`/${id}/approve`);
  const captured = await call(`/${id}/capture`);
  const saved = await site.action('eacf7_save_payment', { orderId: id, formId: '2', total: '149.50', currency: 'USD', fields, orderToken: OWNER_TOKEN });
  expect(saved.json).toMatchObject({ success: true });
  const transactionId = captured.purchase_units[0]!.payments!.captures[0]!.id;
  return { id, approval: { transactionId, response: JSON.stringify(captured), status: 'COMPLETED', payerName: 'Ann', payerEmail: 'ann@example.com', paymentMethod: 'paypal' } };
}

test('a stranger with the order id cannot cancel it, with no token or another one; the owner’s approval is then recorded', async () => {
  const order = await capturedOrder();
  for (const stranger of [{}, { orderToken: OTHER_TOKEN }] as Record<string, string>[]) {
    expect((await site.action('eacf7_update_payment', { orderId: order.id, status: 'CANCELLED', ...stranger })).json).toEqual({ success: false, data: 'There is no such order.' });
  }
  expect(statusOf(order.id)).toBe('created');
  expect((await site.action('eacf7_update_payment', { orderId: order.id, ...order.approval, orderToken: OWNER_TOKEN })).json).toEqual({ success: true, data: { message: 'Payment recorded.' } });
  expect(statusOf(order.id)).toBe('approved');
});

test('a stranger cannot record an approval either; the owner can cancel', async () => {
  const order = await capturedOrder();
  expect((await site.action('eacf7_update_payment', { orderId: order.id, ...order.approval })).json).toEqual({ success: false, data: 'There is no such order.' });
  expect((await site.action('eacf7_update_payment', { orderId: order.id, status: 'CANCELLED', orderToken: OWNER_TOKEN })).json).toEqual({ success: true, data: { message: 'Order cancelled.' } });
  expect(statusOf(order.id)).toBe('cancelled');
});

test('a save without a token is refused, and a repeated save must carry the same token to be the same order', async () => {
  const bare = await site.action('eacf7_save_payment', { orderId: 'OWNER-NO-TOKEN', formId: '2', total: '149.50', currency: 'USD', fields });
  expect(bare.json).toMatchObject({ success: false });
  const first = { orderId: 'OWNER-TWICE', formId: '2', total: '149.50', currency: 'USD', fields, orderToken: OWNER_TOKEN };
  expect((await site.action('eacf7_save_payment', first)).json).toEqual({ success: true, data: { message: 'Order saved.' } });
  expect((await site.action('eacf7_save_payment', first)).json).toEqual({ success: true, data: { message: 'Order saved.' } });
  expect((await site.action('eacf7_save_payment', { ...first, orderToken: OTHER_TOKEN })).json).toEqual({ success: false, data: 'This order has already been saved.' });
});
