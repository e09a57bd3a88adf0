import fc from 'fast-check';
import { currencyDigits, toMinorUnits } from './money';
import { couponDiscount, MAX_QUANTITY, type OrderCatalogue, type OrderCoupon, orderTotal } from './order-total';

// The page and the server rounded prices differently. One rule now; these properties pin it to the
// decimal arithmetic a person does on paper, over random prices, quantities, currencies and coupons.
const RUNS = { numRuns: 1000 };
const currency = fc.constantFrom('USD', 'EUR', 'GBP', 'JPY', 'KRW', 'CLP', 'KWD', 'BHD', 'CHF', 'XXX');

/** A price as a catalogue writes it: a decimal with up to one digit more than the currency has (1.005 for USD), as text and as tenths of a minor unit. */
const price = (digits: number) =>
  fc.bigInt({ min: 0n, max: 10n ** 9n }).map((tenths) => {
    const scale = 10n ** BigInt(digits + 1);
    const text = `${tenths / scale}.${(tenths % scale).toString().padStart(digits + 1, '0')}`;
    // Half up, in integers: what the decimal reads as, in minor units.
    return { amount: Number(text), minor: Number((tenths + 5n) / 10n) };
  });

test('a price becomes minor units as its decimal reads, rounded half up (1.005 → 101 cents, never 100)', () => {
  fc.assert(
    fc.property(currency.chain((code) => fc.tuple(fc.constant(code), price(currencyDigits(code)))), ([code, { amount, minor }]) => {
      expect(toMinorUnits(amount, currencyDigits(code))).toBe(minor);
    }),
    RUNS,
  );
  expect(toMinorUnits(1.005, 2)).toBe(101);
});

const order = currency.chain((code) => {
  const digits = currencyDigits(code);
  return fc.record({
    code: fc.constant(code),
    prices: fc.array(price(digits), { minLength: 1, maxLength: 4 }),
    chosen: fc.array(fc.nat(3), { maxLength: 4 }),
    shipping: price(digits),
    quantity: fc.integer({ min: 1, max: MAX_QUANTITY }),
    coupon: fc.option(fc.record<OrderCoupon>({ type: fc.constantFrom('percentage', 'fixed'), amount: fc.double({ min: -100, max: 1e6, noNaN: true }) }), { nil: null }),
  });
});

test('the total is the sum of the chosen prices × quantity + shipping − the coupon, in whole minor units, never below zero', () => {
  fc.assert(
    fc.property(order, ({ code, prices, chosen, shipping, quantity, coupon }) => {
      const choices = Object.fromEntries(prices.map((p, i) => [`c${i}`, p.amount]));
      const catalogue: OrderCatalogue = { currency: code, items: [{ field: 'item', prices: choices }], quantityField: 'qty', shipping: shipping.amount };
      const picked = chosen.filter((i) => i < prices.length);
      const result = orderTotal(catalogue, { item: picked.map((i) => `c${i}`), qty: String(quantity) }, coupon);
      if (!result.ok) throw new Error(result.message);
      const items = picked.reduce((sum, i) => sum + prices[i]!.minor, 0);
      expect(result).toMatchObject({ items, quantity, shipping: shipping.minor, beforeDiscount: items * quantity + shipping.minor });
      for (const part of [result.discount, result.total]) expect(Number.isSafeInteger(part)).toBe(true);
      expect(result.discount).toBe(coupon ? couponDiscount(coupon, result.beforeDiscount, result.digits) : 0);
      expect(result.discount).toBeGreaterThanOrEqual(0);
      expect(result.total).toBe(result.beforeDiscount - result.discount);
      expect(result.total).toBeGreaterThanOrEqual(0);
    }),
    RUNS,
  );
});

test('whatever a visitor types, the rule answers a total or a refusal, never throws, and gives the same answer twice', () => {
  const catalogue: OrderCatalogue = { currency: 'USD', items: [{ field: 'ticket', prices: { Standard: 25, VIP: 60 } }], quantityField: 'quantity', shipping: 4.5 };
  const text = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('Standard', 'VIP', '__proto__', 'constructor', '', '1', '999', '1000', '0', '-3', '1e3', ' 7 ', '1.5'));
  fc.assert(
    fc.property(fc.record({ ticket: fc.oneof(text, fc.array(text, { maxLength: 3 })), quantity: fc.oneof(text, fc.array(text, { maxLength: 2 })) }, { requiredKeys: [] }), (values) => {
      const result = orderTotal(catalogue, values, null);
      expect(orderTotal(catalogue, values, null)).toEqual(result);
      if (result.ok) expect(result.quantity).toBeGreaterThanOrEqual(1);
      else expect(['quantity', 'unpriced-choice']).toContain(result.kind);
    }),
    RUNS,
  );
});
