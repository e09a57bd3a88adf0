/** @jest-environment jsdom */
import { createEventBus, type ModuleContext } from '@cms-mf/shared-contracts';
import { orderReceivedModule } from './order-received-module';

const context = (): ModuleContext =>
  ({ globals: {}, builder: { active: false, type: null }, events: createEventBus(document), log: { debug: jest.fn(), warn: jest.fn(), error: jest.fn() } }) as unknown as ModuleContext;

beforeEach(() => {
  document.body.className = 'woocommerce-order-received';
  document.body.innerHTML =
    '<a class="skip" href="#main">Skip to content</a><main id="main"><p class="woocommerce-notice woocommerce-thankyou-order-received">Thank you. Your order has been received.</p></main>';
});

test('the thank-you notice takes the focus when the visitor has not moved it yet', () => {
  const unmount = orderReceivedModule.mount(document.body, context()) as () => void;
  const notice = document.querySelector('.woocommerce-thankyou-order-received');
  expect(document.activeElement).toBe(notice);
  unmount();
  expect(notice?.hasAttribute('tabindex')).toBe(false);
});

test('a visitor who already moved the focus (the skip link) keeps it', () => {
  const skip = document.querySelector<HTMLElement>('a.skip')!;
  skip.focus();
  const unmount = orderReceivedModule.mount(document.body, context()) as () => void;
  expect(document.activeElement).toBe(skip);
  expect(document.querySelector('.woocommerce-thankyou-order-received')?.hasAttribute('tabindex')).toBe(false);
  unmount();
});
