import { startTestSite, type TestSite } from '../test-support/test-site';
import { COUPON_HOLD_MS } from './coupon-holds';

/** The token the saving page sent; updates carry it (payments/order-token.ts). */
const TOKEN = 'd4'.repeat(32);

// Saving an unpaid order once spent a single-use coupon, and a cancel did not give it back.
let site: TestSite;
let clock = Date.parse('2026-03-01T10:00:00.000Z');
beforeAll(async () => {
  site = await startTestSite({}, { now: () => new Date(clock) });
});
afterAll(() => site.close());

let seq = 0;
/** (60 + 12.50) × 2 + 4.50 = 149.50, half off with ONETIME50. */
const values = { 'buyer-name': 'Ann', 'buyer-email': 'ann@example.com', ticket: 'VIP', extras: ['Lunch'], quantity: '2', coupon: 'ONETIME50' };
const save = async () => {
  const orderId = `ORDER-COUPON-${++seq}`;
  const result = await site.action('eacf7_save_payment', { orderId, formId: '2', total: '74.75', currency: 'USD', fields: JSON.stringify(values), orderToken: TOKEN });
  return { orderId, json: result.json };
};
const used = () => site.query<{ used: number }>("SELECT used FROM coupons WHERE code = 'ONETIME50'")[0]!.used;
const check = async () => (await site.action('coupon_check', { formId: '2', coupon: 'ONETIME50', total: '149.50' })).json;

async function paidAtProvider() {
  const call = async (route: string, body?: unknown) =>
    (await (await site.fetch(`/standins/payments/orders${route}`, body === undefined ? { method: 'POST' } : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).json()) as {
      id: string; purchase_units: { payments?: { captures: { id: string }[] } }[];
    };
  const { id } = await call('', { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: '74.75' } }] });
  await call(`/${id}/approve`);
  const captured = await call(`/${id}/capture`);
  return { id, transactionId: captured.purchase_units[0]!.payments!.captures[0]!.id, response: JSON.stringify(captured) };
}

test('an unpaid order holds the coupon; a cancel releases it without spending it', async () => {
  const first = await save();
  expect(first.json).toMatchObject({ success: true });
  expect(used()).toBe(0);
  expect((await save()).json).toEqual({ success: false, data: 'This coupon cannot be used on this order.' });
  expect(await check()).toEqual({ success: false, data: { message: 'This coupon has reached its usage limit.' } });
  await site.action('eacf7_update_payment', { orderId: first.orderId, orderToken: TOKEN, status: 'CANCELLED' });
  expect(used()).toBe(0);
  expect(await check()).toMatchObject({ success: true });
});

test('the hold ends with its window; the coupon is spent only when a payment is approved', async () => {
  expect((await save()).json).toMatchObject({ success: true });
  clock += COUPON_HOLD_MS + 1000;
  expect(await check()).toMatchObject({ success: true });
  const paid = await paidAtProvider();
  const result = await site.action('eacf7_save_payment', { orderId: paid.id, formId: '2', total: '74.75', currency: 'USD', fields: JSON.stringify(values), orderToken: TOKEN });
  expect(result.json).toMatchObject({ success: true });
  expect(used()).toBe(0);
  const approval = await site.action('eacf7_update_payment', { orderId: paid.id, orderToken: TOKEN, transactionId: paid.transactionId, response: paid.response, status: 'COMPLETED', payerName: 'Ann', payerEmail: 'ann@example.com', paymentMethod: 'paypal' });
  expect(approval.json).toEqual({ success: true, data: { message: 'Payment recorded.' } });
  expect(used()).toBe(1);
  clock += COUPON_HOLD_MS + 1000;
  expect((await save()).json).toEqual({ success: false, data: 'This coupon cannot be used on this order.' });
});
