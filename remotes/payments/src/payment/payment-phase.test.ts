import { type OrderDraft, PAYMENT_WAITING, type PaymentEvent, type PaymentPhase, paymentTransition } from './payment-phase';

const order = { formId: 2, totals: { total: 2950 } } as OrderDraft;
const run = (events: PaymentEvent[], from: PaymentPhase = PAYMENT_WAITING) => events.reduce(paymentTransition, from);

describe('paymentTransition', () => {
  test('nothing happens before the form is sent', () => {
    expect(run([{ type: 'sdk-loaded' }, { type: 'started' }, { type: 'provider-error' }])).toBe(PAYMENT_WAITING);
  });

  test('sent → the SDK loads → the button is ready → approved once recorded', () => {
    expect(run([{ type: 'sent', order }]).phase).toBe('loading');
    expect(run([{ type: 'sent', order }, { type: 'sdk-loaded' }])).toEqual({ phase: 'ready', order, notice: null });
    expect(run([{ type: 'sent', order }, { type: 'sdk-loaded' }, { type: 'started' }, { type: 'approving' }, { type: 'recorded', transactionId: 'TX' }])).toEqual({
      phase: 'approved', order, transactionId: 'TX',
    });
  });

  test('an SDK that fails to load can be retried', () => {
    const failed = run([{ type: 'sent', order }, { type: 'sdk-failed', message: 'm' }]);
    expect(failed).toEqual({ phase: 'unavailable', order, message: 'm' });
    expect(paymentTransition(failed, { type: 'retry-sdk' }).phase).toBe('loading');
  });

  test('a provider error fails the payment until Try again', () => {
    const failed = run([{ type: 'sent', order }, { type: 'sdk-loaded' }, { type: 'started' }, { type: 'provider-error' }]);
    expect(failed.phase).toBe('failed');
    expect(paymentTransition(failed, { type: 'started' })).toBe(failed);
    expect(paymentTransition(failed, { type: 'try-again' })).toEqual({ phase: 'ready', order, notice: null });
  });

  test('cancel and a failed save return to the button with a notice', () => {
    const paying = run([{ type: 'sent', order }, { type: 'sdk-loaded' }, { type: 'started' }]);
    expect(paymentTransition(paying, { type: 'cancelled', notice: { tone: 'info', text: 'c' } })).toEqual({ phase: 'ready', order, notice: { tone: 'info', text: 'c' } });
    expect(paymentTransition(paying, { type: 'save-failed', message: 's' })).toEqual({ phase: 'ready', order, notice: { tone: 'error', text: 's' } });
  });

  test('an unrecorded capture keeps its order: a new send does not replace it, Retry records it', () => {
    const unrecorded = run([{ type: 'sent', order }, { type: 'sdk-loaded' }, { type: 'started' }, { type: 'approving' }, { type: 'record-failed', message: 'r' }]);
    expect(unrecorded).toEqual({ phase: 'unrecorded', order, message: 'r' });
    expect(paymentTransition(unrecorded, { type: 'sent', order: { ...order, formId: 3 } })).toBe(unrecorded);
    expect(run([{ type: 'retry-record' }, { type: 'recorded', transactionId: 'T' }], unrecorded).phase).toBe('approved');
  });

  test('a second send before paying starts over with the new order', () => {
    const next = { ...order, coupon: null };
    expect(run([{ type: 'sent', order }, { type: 'sdk-loaded' }, { type: 'sent', order: next }])).toEqual({ phase: 'loading', order: next });
  });

  test('an order the coupon covers whole needs no payment: no SDK, no button', () => {
    const free = { ...order, totals: { ...order.totals, total: 0 } };
    expect(run([{ type: 'sent', order: free }])).toEqual({ phase: 'free', order: free });
    expect(run([{ type: 'sent', order: free }, { type: 'sdk-loaded' }, { type: 'started' }]).phase).toBe('free');
  });
});
