import fc from 'fast-check';
import type { PriceList } from './price-list';
import { computeTotals, discountOf, type AppliedCoupon } from './totals';

// Issue 18's fuzzed parsers: the payment total, from whatever a visitor puts in the form.
const LIST: PriceList = {
  currency: 'USD',
  items: [
    { field: 'ticket', prices: { Standard: 25, VIP: 60 } },
    { field: 'extras', prices: { Guide: 5, Lunch: 12.5 } },
  ],
  amountField: 'donation',
  quantityField: 'quantity',
  shipping: 4.5,
};
const text = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('Standard', 'VIP', 'Guide', 'Lunch', '__proto__', 'constructor', '1', '999', '1000', '-3', '1e3', ' 7 ', 'NaN', 'Infinity'));
const values = fc.record(
  { ticket: fc.oneof(text, fc.array(text, { maxLength: 4 })), extras: fc.array(text, { maxLength: 6 }), donation: text, quantity: text },
  { requiredKeys: [] },
);
const coupon = fc.option(
  fc.record<AppliedCoupon>({ code: fc.constant('TEST10'), type: fc.constantFrom('percentage', 'fixed'), amount: fc.double({ min: -1e6, max: 1e6, noNaN: true }) }),
  { nil: null },
);
const RUNS = { numRuns: 1000 };

test('never throws; every part is a whole number of cents, the discount between 0 and the total before it', () => {
  fc.assert(
    fc.property(values, coupon, (formValues, applied) => {
      const totals = computeTotals(LIST, formValues, applied);
      for (const part of [totals.items, totals.quantity, totals.shipping, totals.beforeDiscount, totals.discount, totals.total]) expect(Number.isSafeInteger(part)).toBe(true);
      expect(totals.quantity).toBeGreaterThanOrEqual(1);
      expect(totals.quantity).toBeLessThanOrEqual(999);
      expect(totals.discount).toBeGreaterThanOrEqual(0);
      expect(totals.discount).toBeLessThanOrEqual(totals.beforeDiscount);
      expect(totals.total).toBe(totals.beforeDiscount - totals.discount);
      expect(totals.total).toBeGreaterThanOrEqual(0);
    }),
    RUNS,
  );
});

test('the same values give the same total (no hidden state), and no coupon gives no discount', () => {
  fc.assert(
    fc.property(values, coupon, (formValues, applied) => {
      expect(computeTotals(LIST, formValues, applied)).toEqual(computeTotals(LIST, formValues, applied));
      expect(computeTotals(LIST, formValues, null).discount).toBe(0);
    }),
    RUNS,
  );
});

test('a negative coupon amount never raises the total (found by the property above)', () => {
  expect(discountOf({ type: 'fixed', amount: -5 }, 1000, 2)).toBe(0);
  expect(discountOf({ type: 'percentage', amount: -10 }, 1000, 2)).toBe(0);
});
