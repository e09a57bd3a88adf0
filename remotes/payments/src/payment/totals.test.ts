import { formValuesOf } from './form-values';
import { formatMoney, toAmountString } from '@cms-mf/shared-contracts/rules';
import type { PriceList } from './price-list';
import { computeTotals } from './totals';

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
  test('is the rule the server checks: (sum of items) × quantity + shipping, in cents', () => {
    expect(computeTotals(tickets, { ticket: 'VIP', extras: ['Lunch'], quantity: '2' }, null)).toEqual({
      ok: true, currency: 'USD', digits: 2, items: 7250, quantity: 2, shipping: 450, beforeDiscount: 14950, discount: 0, total: 14950,
    });
    expect(computeTotals(tickets, { ticket: 'VIP', extras: ['Lunch'], quantity: '2' }, { code: 'WELCOME10', type: 'percentage', amount: 10 })).toMatchObject({ discount: 1495, total: 13455 });
  });

  test('a price of 1.005 is sent as 1.01, the figure the server recomputes', () => {
    const list: PriceList = { currency: 'USD', items: [{ field: 'ticket', prices: { Standard: 1.005 } }], shipping: 0 };
    const totals = computeTotals(list, { ticket: 'Standard' }, null);
    expect(totals.ok && toAmountString(totals.total, totals.digits)).toBe('1.01');
  });

  test('a quantity the server refuses is not counted as 1: the page says why instead of a total', () => {
    expect(computeTotals(tickets, { ticket: 'Standard', quantity: '1000' }, null)).toMatchObject({ ok: false, message: 'The quantity must be a whole number from 1 to 999.' });
    expect(computeTotals(tickets, { ticket: 'Standard', quantity: '' }, null)).toMatchObject({ ok: true, quantity: 1, total: 2950 });
  });

  test('a currency without decimals is sent in whole units', () => {
    const yen: PriceList = { currency: 'JPY', items: [{ field: 'plan', prices: { Basic: 1455 } }], shipping: 300 };
    const totals = computeTotals(yen, { plan: 'Basic' }, { code: 'WELCOME10', type: 'percentage', amount: 10 });
    if (!totals.ok) throw new Error(totals.message);
    expect(toAmountString(totals.total, totals.digits)).toBe('1579');
    expect(formatMoney(totals.total, 'JPY', 'en-US')).toBe('¥1,579');
  });

  test('payPalTotal: a field holding the amount, or a fixed amount', () => {
    expect(computeTotals({ currency: 'USD', items: [], shipping: 0, amountField: 'total' }, { total: '19.99' }, null)).toMatchObject({ total: 1999 });
    expect(computeTotals({ currency: 'USD', items: [], shipping: 0, amountField: 'total' }, { total: 'abc' }, null)).toMatchObject({ total: 0 });
    expect(computeTotals({ currency: 'EUR', items: [], shipping: 0, fixedAmount: 12 }, {}, null)).toMatchObject({ total: 1200 });
  });
});

describe('money', () => {
  test('two decimals are always shown, in the page language', () => {
    expect(formatMoney(14950, 'USD', 'en-US')).toBe('$149.50');
    expect(formatMoney(2500, 'USD', 'en-US')).toBe('$25.00');
    expect(formatMoney(13455, 'EUR', 'de-DE')).toBe('134,55\u00a0€');
    expect(toAmountString(2500, 2)).toBe('25.00');
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
