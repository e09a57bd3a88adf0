import { SHOP_ACTIONS } from './index';

const review = { lines: [{ name: 'Harbour boat tour', bookingDate: '2025-07-01', quantity: 1, totalCents: 4500 }], shippingMethods: [{ id: 'flat_rate:1', label: 'Flat rate', costCents: 500 }], chosenMethod: 'flat_rate:1', subtotalCents: 4500, shippingCents: 500, totalCents: 5000, currency: 'USD' };
const parseReview = SHOP_ACTIONS.woocommerce_update_order_review.parseAnswer;
const parseCheckout = SHOP_ACTIONS.woocommerce_checkout.parseAnswer;

test('the order review answer is checked field by field', () => {
  expect(parseReview({ result: 'success', review })).toEqual({ result: 'success', review });
  expect(parseReview({ result: 'failure', messages: [{ id: '', message: 'Sorry, your session has expired.' }] })).toEqual({ result: 'failure', messages: [{ id: '', message: 'Sorry, your session has expired.' }] });
  expect(() => parseReview({ result: 'success', review: { ...review, chosenMethod: 'flat_rate:9' } })).toThrow(/chosenMethod is not one of shippingMethods/);
  expect(() => parseReview({ result: 'success', review: { ...review, totalCents: -1 } })).toThrow(/totalCents must be a whole number of cents/);
  expect(() => parseReview({ result: 'maybe' })).toThrow(/result must be "success" or "failure"/);
});

test('the checkout answer redirects only to a safe URL', () => {
  expect(parseCheckout({ result: 'success', redirect: '/demo/order-received.html?order=1&key=wc_order_x' })).toEqual({ result: 'success', redirect: '/demo/order-received.html?order=1&key=wc_order_x' });
  expect(() => parseCheckout({ result: 'success', redirect: 'javascript:alert(1)' })).toThrow(/redirect is not an http\(s\) or same-origin URL/);
  expect(parseCheckout({ result: 'failure', messages: [{ id: 'billing_first_name', message: 'Billing First name is a required field.' }] })).toEqual({ result: 'failure', refresh: false, messages: [{ id: 'billing_first_name', message: 'Billing First name is a required field.' }] });
});
