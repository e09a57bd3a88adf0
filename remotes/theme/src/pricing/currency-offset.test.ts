import { currencyMargin } from './currency-offset';

test('the sign moves left by its own width; no width, no margin', () => {
  expect(currencyMargin(11.6)).toBe('-12px');
  expect(currencyMargin(0)).toBe('');
  expect(currencyMargin(Number.NaN)).toBe('');
});
