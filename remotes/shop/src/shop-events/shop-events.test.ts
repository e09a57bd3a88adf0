/** @jest-environment jsdom */
import { createShopEvents, type JQueryLike } from './shop-events';

test('without jQuery, events are CustomEvents on the body whose detail is the argument list', () => {
  const events = createShopEvents(document.body, undefined);
  const controller = new AbortController();
  const heard: unknown[] = [];
  events.on('updated_checkout', (args) => heard.push(args), controller.signal);
  events.trigger('updated_checkout', { result: 'success' });
  document.body.dispatchEvent(new CustomEvent('updated_checkout'));
  controller.abort();
  events.trigger('updated_checkout', 'after abort');
  expect(heard).toEqual([[{ result: 'success' }], []]);
});

test('with jQuery, the adapter listens and triggers through it, and unbinds on abort', () => {
  const handlers = new Map<string, ((event: unknown, ...args: unknown[]) => void)[]>();
  const jQuery: JQueryLike = () => ({
    on: (name, handler) => handlers.set(name, [...(handlers.get(name) ?? []), handler]),
    off: (name, handler) => handlers.set(name, (handlers.get(name) ?? []).filter((h) => h !== handler)),
    trigger: (name, args = []) => (handlers.get(name) ?? []).forEach((h) => h({ type: name }, ...args)),
  });
  const events = createShopEvents(document.body, jQuery);
  const controller = new AbortController();
  const heard: unknown[] = [];
  events.on('checkout_error', (args) => heard.push(args), controller.signal);
  events.trigger('checkout_error', 'Billing First name is a required field.');
  controller.abort();
  events.trigger('checkout_error', 'again');
  expect(heard).toEqual([['Billing First name is a required field.']]);
  expect(handlers.get('checkout_error')).toEqual([]);
});
