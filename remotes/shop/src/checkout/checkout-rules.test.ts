import { CHECKOUT_SCROLL_MS, checkoutPayload, checkoutScrollTop, duplicateNoticeGroups, mirrorEntries, raisesUpdateCheckout, scrollPositionAt, updatePayload } from './checkout-rules';

const control = (name: string, value: string, type = 'text', checked = false, disabled = false) => ({ name, value, type, checked, disabled });

test('shipping method, country and postcode changes (and which address ships) raise update_checkout; other fields do not', () => {
  for (const name of ['shipping_method[0]', 'shipping_method[1]', 'billing_country', 'shipping_country', 'billing_postcode', 'shipping_postcode', 'ship_to_different_address']) expect(raisesUpdateCheckout(name)).toBe(true);
  for (const name of ['billing_first_name', 'order_comments', 'payment_method', 'billing_city']) expect(raisesUpdateCheckout(name)).toBe(false);
});

test('on wide screens the scroll stops the fixed header height + 100 px above the form; on narrow ones at the form', () => {
  expect(checkoutScrollTop({ formTop: 900, viewportWidth: 1280, fixedHeaderHeight: 80 })).toBe(720);
  expect(checkoutScrollTop({ formTop: 900, viewportWidth: 981, fixedHeaderHeight: 0 })).toBe(800);
  expect(checkoutScrollTop({ formTop: 900, viewportWidth: 980, fixedHeaderHeight: 80 })).toBe(900);
  expect(checkoutScrollTop({ formTop: 50, viewportWidth: 1280, fixedHeaderHeight: 80 })).toBe(0);
});

test('the scroll takes 1000 ms with swing easing', () => {
  expect(CHECKOUT_SCROLL_MS).toBe(1000);
  expect(scrollPositionAt(0, 1000, 0, 1000)).toBe(0);
  expect(scrollPositionAt(0, 1000, 500, 1000)).toBeCloseTo(500);
  expect(scrollPositionAt(0, 1000, 250, 1000)).toBeLessThan(250);
  expect(scrollPositionAt(0, 1000, 1200, 1000)).toBe(1000);
  expect(scrollPositionAt(300, 100, 0, 0)).toBe(100);
});

test('notice groups beyond the first are the ones hidden', () => {
  expect(duplicateNoticeGroups(['a', 'b', 'c'])).toEqual(['b', 'c']);
  expect(duplicateNoticeGroups(['a'])).toEqual([]);
  expect(duplicateNoticeGroups([])).toEqual([]);
});

test('mirroring sends what the browser would: named, enabled controls, checked radios and checkboxes only', () => {
  expect(mirrorEntries([
    control('billing_first_name', 'Ada'),
    control('', 'unnamed'),
    control('billing_company', 'X', 'text', false, true),
    control('ship_to_different_address', '1', 'checkbox', false),
    control('shipping_method[0]', 'flat_rate:1', 'radio', false),
    control('shipping_method[0]', 'local_pickup:2', 'radio', true),
    control('billing_country', 'IS', 'select-one'),
  ])).toEqual([['billing_first_name', 'Ada'], ['shipping_method[0]', 'local_pickup:2'], ['billing_country', 'IS']]);
});

test('the checkout payload keeps the last value of a name; the update payload keeps the destination and method', () => {
  const values = checkoutPayload([['billing_country', 'GB'], ['billing_country', 'IS'], ['billing_postcode', '101'], ['shipping_method[0]', 'flat_rate:3'], ['billing_first_name', 'Ada']]);
  expect(values.billing_country).toBe('IS');
  expect(updatePayload(values)).toEqual({ billing_country: 'IS', billing_postcode: '101', shipping_method: 'flat_rate:3' });
  expect(updatePayload({ ship_to_different_address: '1', shipping_country: 'US', shipping_postcode: '10001' })).toEqual({ billing_country: '', billing_postcode: '', ship_to_different_address: '1', shipping_country: 'US', shipping_postcode: '10001' });
});
