import type { FormDefinition } from '../../cms/form-definition';
import { checkoutRedirectOf } from './checkout-redirect';

const form = (settings: FormDefinition['settings']): FormDefinition => ({ id: 1, title: 'x', plugin: 'cf7', fields: [], settings });

test('a sent wcCheckout form answers the checkout URL as its redirect', () => {
  expect(checkoutRedirectOf(form({ Checkout: { wcCheckout: true } }), 'mail_sent')).toEqual({ redirect: '/demo/checkout.html' });
});

test('no redirect when not sent, switched off, or a booking form that goes there after its add-to-cart', () => {
  expect(checkoutRedirectOf(form({ Checkout: { wcCheckout: true } }), 'validation_failed')).toEqual({});
  expect(checkoutRedirectOf(form({ Checkout: { wcCheckout: false } }), 'mail_sent')).toEqual({});
  expect(checkoutRedirectOf(form({ Checkout: { wcCheckout: true }, IBooking: { wooIntegration: true } }), 'mail_sent')).toEqual({});
});
