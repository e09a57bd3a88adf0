import { currencyDigits, toMinorUnits } from './money';
import { couponDiscount, type OrderCatalogue, orderTotal, QUANTITY_MESSAGE } from './order-total';

/** Form 2 of the reference site: Standard $25, VIP $60, guide $5, lunch $12.50, × quantity, + $4.50 shipping. */
const tickets: OrderCatalogue = {
  currency: 'USD',
  items: [
    { field: 'ticket', prices: { Standard: 25, VIP: 60 } },
    { field: 'extras', prices: { 'Printed guide': 5, Lunch: 12.5 } },
  ],
  quantityField: 'quantity',
  shipping: 4.5,
};

test('is (sum of items) × quantity + shipping, in minor units', () => {
  expect(orderTotal(tickets, { ticket: 'VIP', extras: ['Lunch'], quantity: '2' }, null)).toEqual({
    ok: true, currency: 'USD', digits: 2, items: 7250, quantity: 2, shipping: 450, beforeDiscount: 14950, discount: 0, total: 14950,
  });
  expect(orderTotal(tickets, { ticket: 'Standard' }, null)).toMatchObject({ quantity: 1, total: 2950 });
  expect(orderTotal(tickets, { ticket: 'Standard', quantity: ' ' }, null)).toMatchObject({ quantity: 1, total: 2950 });
});

test('a quantity that is not one whole number from 1 to 999 is refused, as the server refuses the order', () => {
  for (const quantity of ['0', '1.5', '-2', '1000', 'two', '1e2']) {
    expect(orderTotal(tickets, { ticket: 'Standard', quantity }, null)).toEqual({ ok: false, kind: 'quantity', field: 'quantity', message: QUANTITY_MESSAGE });
  }
  expect(orderTotal(tickets, { ticket: 'Standard', quantity: ['1', '2'] }, null)).toMatchObject({ ok: false, kind: 'quantity' });
});

test('a choice the catalogue does not price is refused, whatever its name', () => {
  for (const ticket of ['Captain', '__proto__', 'constructor']) expect(orderTotal(tickets, { ticket }, null)).toMatchObject({ ok: false, kind: 'unpriced-choice', field: 'ticket' });
});

test('prices read as their decimals: 1.005 is 101 cents, 0.1 + 0.2 is 30', () => {
  const list: OrderCatalogue = { currency: 'USD', items: [{ field: 'a', prices: { x: 0.1, y: 0.2, z: 1.005 } }], shipping: 0 };
  expect(orderTotal(list, { a: ['x', 'y'] }, null)).toMatchObject({ total: 30 });
  expect(orderTotal(list, { a: 'z' }, null)).toMatchObject({ total: 101 });
  expect(toMinorUnits(1.005, 2)).toBe(101);
});

test('coupons: a percentage rounded half up to the unit, a fixed amount never above the total, a negative amount nothing', () => {
  expect(orderTotal(tickets, { ticket: 'Standard' }, { type: 'percentage', amount: 15 })).toMatchObject({ discount: 443, total: 2507 });
  expect(couponDiscount({ type: 'fixed', amount: 100 }, 2950, 2)).toBe(2950);
  expect(couponDiscount({ type: 'percentage', amount: 150 }, 1000, 2)).toBe(1000);
  expect(couponDiscount({ type: 'fixed', amount: -5 }, 1000, 2)).toBe(0);
  expect(couponDiscount({ type: 'percentage', amount: -10 }, 1000, 2)).toBe(0);
});

test('a currency without decimals counts in whole units', () => {
  const yen: OrderCatalogue = { currency: 'JPY', items: [{ field: 'plan', prices: { Basic: 1455 } }], shipping: 300 };
  // 10 % of ¥1,755 is ¥175.5 → ¥176.
  expect(orderTotal(yen, { plan: 'Basic' }, { type: 'percentage', amount: 10 })).toMatchObject({ digits: 0, beforeDiscount: 1755, discount: 176, total: 1579 });
  expect(couponDiscount({ type: 'fixed', amount: 99.6 }, 1755, 0)).toBe(100);
  expect([currencyDigits('USD'), currencyDigits('JPY'), currencyDigits('KWD'), currencyDigits('nope')]).toEqual([2, 0, 3, 2]);
});
