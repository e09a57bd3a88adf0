import { readPriceList } from './price-list';

const payment = { currency: 'USD', items: [{ field: 'ticket', prices: { Standard: 25, VIP: 60 } }], quantity_field: 'quantity', shipping: 4.5, coupon_field: 'coupon' };

describe('readPriceList', () => {
  test('reads the form definition printed on the container', () => {
    expect(readPriceList(JSON.stringify(payment), { enablePayPal: true })).toEqual({
      currency: 'USD', items: [{ field: 'ticket', prices: { Standard: 25, VIP: 60 } }], quantityField: 'quantity', shipping: 4.5, couponField: 'coupon',
    });
  });

  test('the currency falls back to payPalCurrency, then USD', () => {
    const { currency: _omitted, ...noCurrency } = payment;
    expect(readPriceList(JSON.stringify(noCurrency), { payPalCurrency: 'EUR' })?.currency).toBe('EUR');
    expect(readPriceList(JSON.stringify(noCurrency), {})?.currency).toBe('USD');
    expect(readPriceList(JSON.stringify(noCurrency), { payPalCurrency: 'euro' })?.currency).toBe('USD');
  });

  test('without data-payment, payPalTotal names a field or a fixed amount', () => {
    expect(readPriceList(null, { payPalTotal: 'amount', payPalCurrency: 'EUR' })).toEqual({ currency: 'EUR', items: [], shipping: 0, amountField: 'amount' });
    expect(readPriceList(null, { payPalTotal: 15 })).toEqual({ currency: 'USD', items: [], shipping: 0, fixedAmount: 15 });
    expect(readPriceList(null, {})).toBeNull();
    expect(readPriceList(null, undefined)).toBeNull();
  });

  test('malformed data falls back to payPalTotal rather than guessing prices', () => {
    for (const bad of ['{', '[]', '{"items":{}}', '{"items":[{"field":"a b","prices":{}}]}', '{"items":[{"field":"a","prices":{"x":-1}}]}', '{"items":[{"field":"a","prices":{"x":"ten"}}]}']) {
      expect(readPriceList(bad, { payPalTotal: 'amount' })).toEqual({ currency: 'USD', items: [], shipping: 0, amountField: 'amount' });
    }
  });

  test('a choice named __proto__ is a price, not a prototype', () => {
    const list = readPriceList('{"items":[{"field":"a","prices":{"__proto__":3}}]}', {});
    expect(list?.items[0]?.prices['__proto__']).toBe(3);
    expect(Object.getPrototypeOf(list?.items[0]?.prices)).toBeNull();
  });
});
