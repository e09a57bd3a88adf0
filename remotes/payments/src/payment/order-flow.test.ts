import { createEventBus } from '@cms-mf/shared-contracts';
import { createOrderFlow, type OrderCalls } from './order-flow';
import { type OrderDraft, type PaymentEvent, PAYMENT_WAITING, type PaymentPhase, paymentTransition } from './payment-phase';
import type { ProviderCreateActions, ProviderOrderActions } from './provider-sdk';

const draft: OrderDraft = {
  formId: 2,
  totals: { currency: 'USD', digits: 2, items: 7250, quantity: 2, shipping: 450, beforeDiscount: 14950, discount: 1495, total: 13455 },
  fields: { ticket: 'VIP', extras: ['Lunch'], quantity: '2', coupon: 'WELCOME10' },
  coupon: { code: 'WELCOME10', type: 'percentage', amount: 10 },
};

const captureAnswer = (orderId: string, transactionId = 'TX1') => ({
  id: orderId,
  status: 'COMPLETED',
  payer: { name: { given_name: 'Test', surname: 'Buyer' }, email_address: 'buyer@example.com' },
  purchase_units: [{ payments: { captures: [{ id: transactionId, status: 'COMPLETED', amount: { currency_code: 'USD', value: '134.55' } }] } }],
});

const networkError = () => Object.assign(new Error('offline'), { kind: 'network', action: 'x' });

/** A flow over fake calls and a fake provider, recording the phases it goes through. */
function setup(overrides: Partial<OrderCalls> = {}) {
  let phase: PaymentPhase = PAYMENT_WAITING;
  const phases: string[] = [];
  const dispatch = (event: PaymentEvent) => {
    phase = paymentTransition(phase, event);
    phases.push(phase.phase);
  };
  const calls = { save: jest.fn(() => Promise.resolve({ message: 'Order saved.' })), update: jest.fn(() => Promise.resolve({ message: 'ok' })), ...overrides };
  const events = createEventBus(new EventTarget());
  const seen: string[] = [];
  for (const name of ['cmsmf:payment-order-saved', 'cmsmf:payment-approved', 'cmsmf:payment-cancelled', 'cmsmf:payment-failed'] as const) events.on(name, () => seen.push(name));
  const log = { debug: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const flow = createOrderFlow({ calls: calls as unknown as OrderCalls, dispatch, events, log, signal: new AbortController().signal });
  dispatch({ type: 'sent', order: draft });
  dispatch({ type: 'sdk-loaded' });
  flow.start(draft);
  let created = 0;
  const create: ProviderCreateActions = { order: { create: jest.fn(async () => `ORDER${++created}`) } };
  const orderActions = (orderId: string, capture = jest.fn(async (): Promise<unknown> => captureAnswer(orderId))): ProviderOrderActions & { order: { capture: jest.Mock } } => ({
    order: { capture, get: jest.fn(async () => ({ id: orderId, status: 'APPROVED' })) },
  });
  return { flow, calls, create, orderActions, seen, log, get phase() { return phase; }, phases };
}

test('a click creates the provider order, saves it with the sent values and the charged total, then the approval is captured and recorded', async () => {
  const t = setup();
  const orderId = await t.flow.buttons.createOrder({}, t.create);
  expect(orderId).toBe('ORDER1');
  expect(t.create.order.create).toHaveBeenCalledWith({ purchase_units: [{ amount: { currency_code: 'USD', value: '134.55' } }] });
  const orderToken = expect.stringMatching(/^[0-9a-f]{64}$/);
  expect(t.calls.save).toHaveBeenCalledWith({ orderId: 'ORDER1', formId: 2, total: 134.55, currency: 'USD', fields: draft.fields, orderToken }, expect.any(AbortSignal));
  await t.flow.buttons.onApprove({ orderID: 'ORDER1', paymentSource: 'paypal' }, t.orderActions('ORDER1'));
  // The approval carries the token the order was saved with: the server takes updates only with it.
  const saved = (t.calls.save as jest.Mock).mock.calls[0][0].orderToken;
  expect(t.calls.update).toHaveBeenCalledWith(
    { orderId: 'ORDER1', orderToken: saved, transactionId: 'TX1', payerName: 'Test Buyer', payerEmail: 'buyer@example.com', paymentMethod: 'paypal', status: 'COMPLETED', response: captureAnswer('ORDER1') },
    expect.any(AbortSignal),
  );
  expect(t.phase).toEqual({ phase: 'approved', order: draft, transactionId: 'TX1' });
  expect(t.seen).toEqual(['cmsmf:payment-order-saved', 'cmsmf:payment-approved']);
});

test('a double click creates and saves one order', async () => {
  const t = setup();
  const [first, second] = await Promise.all([t.flow.buttons.createOrder({}, t.create), t.flow.buttons.createOrder({}, t.create)]);
  // A later click while that order is still open pays the same order.
  const third = await t.flow.buttons.createOrder({}, t.create);
  expect([first, second, third]).toEqual(['ORDER1', 'ORDER1', 'ORDER1']);
  expect(t.create.order.create).toHaveBeenCalledTimes(1);
  expect(t.calls.save).toHaveBeenCalledTimes(1);
});

test('a save that fails offline says so, charges nothing, and the next click saves the same order', async () => {
  const save = jest.fn().mockRejectedValueOnce(networkError()).mockResolvedValue({ message: 'Order saved.' });
  const t = setup({ save });
  const failed = t.flow.buttons.createOrder({}, t.create);
  await expect(failed).rejects.toMatchObject({ kind: 'network' });
  t.flow.buttons.onError(new Error('wrapped by the SDK'));
  expect(t.phase).toMatchObject({ phase: 'ready', notice: { tone: 'error', text: expect.stringContaining('The site could not be reached. Check your connection.') } });
  expect(t.phase.phase === 'ready' && t.phase.notice?.text).toContain('Nothing was charged');
  expect(t.seen).toEqual([]);
  expect(await t.flow.buttons.createOrder({}, t.create)).toBe('ORDER1');
  expect(t.create.order.create).toHaveBeenCalledTimes(1);
  expect(save).toHaveBeenCalledTimes(2);
  expect(save.mock.calls[1][0]).toEqual(save.mock.calls[0][0]);
});

test('a record that fails keeps the capture; Retry sends the same record without capturing again', async () => {
  const update = jest.fn().mockRejectedValueOnce(Object.assign(new Error('gateway'), { kind: 'http', action: 'x', status: 502 })).mockResolvedValue({});
  const t = setup({ update });
  await t.flow.buttons.createOrder({}, t.create);
  const actions = t.orderActions('ORDER1');
  await t.flow.buttons.onApprove({ orderID: 'ORDER1' }, actions);
  expect(t.phase).toMatchObject({ phase: 'unrecorded', message: expect.stringContaining('Your payment went through') });
  t.flow.retryRecord();
  t.flow.retryRecord();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(t.phase).toMatchObject({ phase: 'approved', transactionId: 'TX1' });
  expect(update).toHaveBeenCalledTimes(2);
  expect(update.mock.calls[1][0]).toEqual(update.mock.calls[0][0]);
  // The provider calls onApprove again (a retried approval): no second capture.
  await t.flow.buttons.onApprove({ orderID: 'ORDER1' }, actions);
  expect(actions.order.capture).toHaveBeenCalledTimes(1);
});

test('a capture whose answer is lost is read back from the provider', async () => {
  const t = setup();
  await t.flow.buttons.createOrder({}, t.create);
  const actions = t.orderActions('ORDER1', jest.fn().mockRejectedValue(new Error('socket hang up')));
  actions.order.get = jest.fn(async () => captureAnswer('ORDER1', 'TX9'));
  await t.flow.buttons.onApprove({ orderID: 'ORDER1' }, actions);
  expect(t.phase).toMatchObject({ phase: 'approved', transactionId: 'TX9' });
});

test('cancel records CANCELLED once the order is saved; the next click starts a new order', async () => {
  const t = setup();
  await t.flow.buttons.createOrder({}, t.create);
  await t.flow.buttons.onCancel({ orderID: 'ORDER1' });
  expect(t.calls.update).toHaveBeenCalledWith({ orderId: 'ORDER1', orderToken: (t.calls.save as jest.Mock).mock.calls[0][0].orderToken, status: 'CANCELLED' }, expect.any(AbortSignal));
  expect(t.phase).toMatchObject({ phase: 'ready', notice: { tone: 'info', text: expect.stringContaining('Payment cancelled') } });
  expect(t.seen).toContain('cmsmf:payment-cancelled');
  expect(await t.flow.buttons.createOrder({}, t.create)).toBe('ORDER2');
});

test('a cancel that could not be noted says so; the next click starts a new order (the old one may be cancelled already)', async () => {
  const t = setup({ update: jest.fn().mockRejectedValue(networkError()) });
  await t.flow.buttons.createOrder({}, t.create);
  await t.flow.buttons.onCancel({ orderID: 'ORDER1' });
  expect(t.phase).toMatchObject({ phase: 'ready', notice: { tone: 'error', text: expect.stringContaining('could not note the cancellation') } });
  expect(await t.flow.buttons.createOrder({}, t.create)).toBe('ORDER2');
});

test('a provider error fails the payment (alert and fade); Try again starts a new provider order', async () => {
  const t = setup();
  await t.flow.buttons.createOrder({}, t.create);
  t.flow.buttons.onError(new Error('Payment stand-in: the payment failed'));
  expect(t.phase.phase).toBe('failed');
  expect(t.seen).toEqual(['cmsmf:payment-order-saved', 'cmsmf:payment-failed']);
  expect(t.log.warn).toHaveBeenCalled();
  expect(await t.flow.buttons.createOrder({}, t.create)).toBe('ORDER2');
});
