import { addToCartRequest } from './add-to-cart-after-send';
import { pickDay } from './booking-calendar-view';

const inputs = [{ name: 'booking_date', value: '2099-07-02' }, { name: 'booking_time', value: '10:00 AM' }];

test('a shop product by id, or a custom product by name and price', () => {
  expect(addToCartRequest({ wooIntegration: true, productType: 'existing-product', productId: '502' }, inputs)).toEqual({ productId: 502, bookingDate: '2099-07-02', bookingTime: '10:00 AM' });
  expect(addToCartRequest({ wooIntegration: 1, productType: 'custom', customProductName: 'Sunset paddle', customProductPrice: '55' }, inputs.slice(0, 1))).toEqual({ productName: 'Sunset paddle', productPrice: 55, bookingDate: '2099-07-02' });
});

test('nothing without the shop switch, a product or a date', () => {
  expect(addToCartRequest({ wooIntegration: false, productType: 'existing-product', productId: 1 }, inputs)).toBeNull();
  expect(addToCartRequest({ wooIntegration: true, productType: 'existing-product', productId: 'x' }, inputs)).toBeNull();
  expect(addToCartRequest({ wooIntegration: true, productType: 'custom', customProductName: 'A', customProductPrice: 1 }, [])).toBeNull();
});

test('picking days: single replaces, multiple toggles, range takes a start then a later end', () => {
  const d = (day: number) => ({ year: 2099, month: 7, day });
  expect(pickDay([d(1)], d(3), 'single')).toEqual([d(3)]);
  expect(pickDay([d(1)], d(3), 'multiple')).toEqual([d(1), d(3)]);
  expect(pickDay([d(1), d(3)], d(1), 'multiple')).toEqual([d(3)]);
  expect(pickDay([], d(3), 'range')).toEqual([d(3)]);
  expect(pickDay([d(3)], d(5), 'range')).toEqual([d(3), d(5)]);
  expect(pickDay([d(3)], d(2), 'range')).toEqual([d(2)]);
  expect(pickDay([d(3), d(5)], d(9), 'range')).toEqual([d(9)]);
});
