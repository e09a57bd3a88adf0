import { createEventBus } from './event-bus';

describe('createEventBus', () => {
  it('delivers typed details to subscribers until they unsubscribe', () => {
    const bus = createEventBus(new EventTarget());
    const seen: number[] = [];
    const off = bus.on('cmsmf:payment-cancelled', (detail) => seen.push(detail.formId));
    bus.emit('cmsmf:payment-cancelled', { formId: 3, orderId: 'A' });
    off();
    bus.emit('cmsmf:payment-cancelled', { formId: 4, orderId: 'B' });
    expect(seen).toEqual([3]);
  });

  it('dispatches plain DOM events that outside scripts can hear', () => {
    const target = new EventTarget();
    const bus = createEventBus(target);
    let detail: unknown;
    target.addEventListener('cmsmf:form-mail-sent', (event) => (detail = (event as CustomEvent).detail));
    bus.emit('cmsmf:form-mail-sent', { formId: 1, unitTag: 'wpcf7-f1-o1', inputs: [] });
    expect(detail).toEqual({ formId: 1, unitTag: 'wpcf7-f1-o1', inputs: [] });
  });
});
