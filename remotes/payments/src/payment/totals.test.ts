import { formValuesOf } from './form-values';
import { currencyDigits, formatMoney, toAmountString, toMinor } from './money';
import type { PriceList } from './price-list';
import { computeTotals, discountOf } from './totals';

/** Form 2 of the reference site: Standard $25, VIP $60, guide $5, lunch $12.50, × quantity, + $4.50 shipping. */
const tickets: PriceList = {
  currency: 'USD',
  items: [
    { field: 'ticket', prices: { Standard: 25, VIP: 60 } },
    { field: 'extras', prices: { 'Printed guide': 5, Lunch: 12.5 } },
  ],
  quantityField: 'quantity',
  shipping: 4.5,
  couponField: 'coupon',
};

describe('computeTotals', () => {
  test('is (sum of items) × quantity + shipping, in cents', () => {
    expect(computeTotals(tickets, { ticket: 'VIP', extras: ['Lunch'], quantity: '2' }, null)).toEqual({
      currency: 'USD', digits: 2, items: 7250, quantity: 2, shipping: 450, beforeDiscount: 14950, discount: 0, total: 14950,
    });
  });

  test('quantity defaults to 1: blank, missing, zero, fractional or above 999', () => {
    for (const quantity of [undefined, '', '0', '1.5', '-2', '1000', 'two']) {
      const values: Record<string, string> = quantity === undefined ? { ticket: 'Standard' } : { ticket: 'Standard', quantity };
      expect(computeTotals(tickets, values, null)).toMatchObject({ quantity: 1, total: 2950 });
    }
    expect(computeTotals({ ...tickets, quantityField: undefined }, { ticket: 'Standard', quantity: '3' }, null)).toMatchObject({ quantity: 1, total: 2950 });
  });

  test('shipping is added once, after the quantity', () => {
    expect(computeTotals(tickets, { ticket: 'Standard', quantity: '3' }, null).total).toBe(25 * 3 * 100 + 450);
    expect(computeTotals({ ...tickets, shipping: 0 }, { ticket: 'Standard' }, null).total).toBe(2500);
  });

  test('choices the list does not price add nothing, whatever their name', () => {
    expect(computeTotals(tickets, { ticket: 'Captain', extras: ['__proto__', 'constructor'] }, null).items).toBe(0);
    expect(computeTotals(tickets, {}, null).total).toBe(450);
  });

  test('a percentage coupon takes its share of items × quantity + shipping, rounded to the cent', () => {
    // 10 % of 149.50 = 14.95
    expect(computeTotals(tickets, { ticket: 'VIP', extras: ['Lunch'], quantity: '2' }, { code: 'WELCOME10', type: 'percentage', amount: 10 })).toMatchObject({
      beforeDiscount: 14950, discount: 1495, total: 13455,
    });
    // 15 % of 29.50 = 4.425 → 4.43 (half up, as the server rounds)
    expect(computeTotals(tickets, { ticket: 'Standard' }, { code: 'FIFTEEN15', type: 'percentage', amount: 15 })).toMatchObject({ discount: 443, total: 2507 });
    // 50 % of 149.50 = 74.75
    expect(computeTotals(tickets, { ticket: 'VIP', extras: ['Lunch'], quantity: '2' }, { code: 'ONETIME50', type: 'percentage', amount: 50 }).total).toBe(7475);
  });

  test('a fixed coupon takes its amount, never more than the total', () => {
    expect(computeTotals(tickets, { ticket: 'Standard' }, { code: 'TAKE5OFF', type: 'fixed', amount: 5 })).toMatchObject({ discount: 500, total: 2450 });
    expect(computeTotals(tickets, { ticket: 'Standard' }, { code: 'TAKE100OFF', type: 'fixed', amount: 100 })).toMatchObject({ discount: 2950, total: 0 });
    expect(discountOf({ type: 'percentage', amount: 150 }, 1000, 2)).toBe(1000);
    expect(discountOf({ type: 'fixed', amount: 5 }, 0, 2)).toBe(0);
  });

  test('prices with cents sum exactly (no floating-point drift)', () => {
    const list: PriceList = { currency: 'USD', items: [{ field: 'a', prices: { x: 0.1, y: 0.2, z: 1.005 } }], shipping: 0 };
    expect(computeTotals(list, { a: ['x', 'y'] }, null).total).toBe(30);
    expect(computeTotals(list, { a: 'z' }, null).total).toBe(101);
  });

  test('a currency without decimals counts and rounds in whole units', () => {
    const yen: PriceList = { currency: 'JPY', items: [{ field: 'plan', prices: { Basic: 1455 } }], shipping: 300 };
    const totals = computeTotals(yen, { plan: 'Basic' }, { code: 'WELCOME10', type: 'percentage', amount: 10 });
    // 10 % of 1755 = 175.5 → 176 yen
    expect(totals).toMatchObject({ digits: 0, beforeDiscount: 1755, discount: 176, total: 1579 });
    expect(toAmountString(totals.total, totals.digits)).toBe('1579');
    expect(formatMoney(totals.total, 'JPY', 'en-US')).toBe('¥1,579');
  });

  test('payPalTotal: a field holding the amount, or a fixed amount', () => {
    expect(computeTotals({ currency: 'USD', items: [], shipping: 0, amountField: 'total' }, { total: '19.99' }, null).total).toBe(1999);
    expect(computeTotals({ currency: 'USD', items: [], shipping: 0, amountField: 'total' }, { total: 'abc' }, null).total).toBe(0);
    expect(computeTotals({ currency: 'EUR', items: [], shipping: 0, fixedAmount: 12 }, {}, null).total).toBe(1200);
  });
});

describe('money', () => {
  test('decimals come from the currency', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KRW')).toBe(0);
    expect(currencyDigits('nope')).toBe(2);
  });

  test('two decimals are always shown, in the page language', () => {
    expect(formatMoney(14950, 'USD', 'en-US')).toBe('$149.50');
    expect(formatMoney(2500, 'USD', 'en-US')).toBe('$25.00');
    expect(formatMoney(13455, 'EUR', 'de-DE')).toBe('134,55\u00a0€');
    expect(toAmountString(2500, 2)).toBe('25.00');
    expect(toMinor(12.5, 2)).toBe(1250);
  });
});

describe('formValuesOf', () => {
  test('lists `name[]` and repeated names, leaves out CF7 hidden fields and files', () => {
    const values = formValuesOf([
      ['_wpcf7', '2'],
      ['ticket', 'VIP'],
      ['extras[]', 'Lunch'],
      ['extras[]', 'Printed guide'],
      ['tag', 'a'],
      ['tag', 'b'],
      ['file', { name: 'x.pdf' }],
    ]);
    expect({ ...values }).toEqual({ ticket: 'VIP', extras: ['Lunch', 'Printed guide'], tag: ['a', 'b'] });
  });
});
