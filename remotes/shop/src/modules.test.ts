/** @jest-environment jsdom */
import { MODULES } from './modules';

const matches = (html: string, expose: string): number => {
  document.body.innerHTML = html;
  return document.querySelectorAll(MODULES.find((e) => e.expose === expose)!.selector).length;
};

test('the checkout includes the order details module; review stars replace the review rating select', () => {
  expect(matches('<div class="et_pb_wc_checkout_order_details"></div>', './checkout')).toBe(1);
  expect(matches('<p class="comment-form-rating"><select id="rating"></select></p>', './review-rating')).toBe(1);
});
