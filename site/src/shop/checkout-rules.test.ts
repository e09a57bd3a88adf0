import { validateCheckout, isValidPostcode, shippingDestination } from './checkout-validation';
import { orderTotals, formatMoney } from './order-totals';
import { chooseShippingMethod, shippingMethodsFor } from './shipping-rates';

const valid = {
  billing_first_name: 'Ada', billing_last_name: 'Lovelace', billing_country: 'GB', billing_address_1: '1 Quay Street',
  billing_city: 'Oban', billing_postcode: 'PA34 4LW', billing_phone: '+44 1631 000000', billing_email: 'ada@example.org', payment_method: 'cod',
};

describe('shipping rates', () => {
  test('depend on the country, then on the postcode prefix', () => {
    expect(shippingMethodsFor('GB', 'PA34 4LW').map((m) => [m.id, m.costCents])).toEqual([['flat_rate:1', 500], ['local_pickup:2', 0]]);
    expect(shippingMethodsFor('GB', 'hs1 2aa').map((m) => [m.id, m.costCents])).toEqual([['flat_rate:4', 1500]]);
    expect(shippingMethodsFor('IS', '101')[0]!.costCents).toBe(800);
    expect(shippingMethodsFor('US', '10001').map((m) => m.costCents)).toEqual([2000, 4500]);
    expect(shippingMethodsFor('JP', '100-0001')).toEqual([]);
  });
  test('keep a posted method only when the zone offers it', () => {
    const methods = shippingMethodsFor('GB', 'PA34');
    expect(chooseShippingMethod(methods, 'local_pickup:2')?.id).toBe('local_pickup:2');
    expect(chooseShippingMethod(methods, 'flat_rate:7')?.id).toBe('flat_rate:1');
    expect(chooseShippingMethod([], 'flat_rate:1')).toBeUndefined();
  });
  test('go to the shipping address only when shipping to a different address', () => {
    expect(shippingDestination({ billing_country: 'GB', billing_postcode: 'A', shipping_country: 'US', shipping_postcode: 'B' })).toEqual({ country: 'GB', postcode: 'A' });
    expect(shippingDestination({ billing_country: 'GB', ship_to_different_address: '1', shipping_country: 'US', shipping_postcode: 'B' })).toEqual({ country: 'US', postcode: 'B' });
  });
});

describe('order totals', () => {
  test('sum line prices times quantities, plus shipping, in cents', () => {
    expect(orderTotals([{ priceCents: 4500, quantity: 1 }, { priceCents: 3500, quantity: 2 }], 500)).toEqual({ subtotalCents: 11500, shippingCents: 500, totalCents: 12000 });
    expect(orderTotals([], 0)).toEqual({ subtotalCents: 0, shippingCents: 0, totalCents: 0 });
    expect(formatMoney(12050)).toBe('$120.50');
  });
});

describe('checkout validation', () => {
  test('a complete checkout has no notices', () => {
    expect(validateCheckout(valid)).toEqual([]);
  });
  test('empty required fields get the platform messages, in field order, with their data-id', () => {
    expect(validateCheckout({ billing_country: 'GB', payment_method: 'cod' })).toEqual([
      { id: 'billing_first_name', message: 'Billing First name is a required field.' },
      { id: 'billing_last_name', message: 'Billing Last name is a required field.' },
      { id: 'billing_address_1', message: 'Billing Street address is a required field.' },
      { id: 'billing_city', message: 'Billing Town / City is a required field.' },
      { id: 'billing_postcode', message: 'Billing Postcode / ZIP is a required field.' },
      { id: 'billing_phone', message: 'Billing Phone is a required field.' },
      { id: 'billing_email', message: 'Billing Email address is a required field.' },
    ]);
  });
  test('checks the shipping address only when it is used', () => {
    expect(validateCheckout({ ...valid, shipping_first_name: '' })).toEqual([]);
    expect(validateCheckout({ ...valid, ship_to_different_address: '1', shipping_country: 'US', shipping_postcode: 'ABC' }).map((n) => n.id)).toEqual([
      'shipping_first_name', 'shipping_last_name', 'shipping_address_1', 'shipping_city', 'shipping_state', 'shipping_postcode',
    ]);
  });
  test('a state is required and must be listed where the country has a list, refused where it has no state field, free elsewhere', () => {
    const us = { ...valid, billing_country: 'US', billing_postcode: '10001' };
    expect(validateCheckout(us)).toEqual([{ id: 'billing_state', message: 'Billing State / County is a required field.' }]);
    expect(validateCheckout({ ...us, billing_state: 'NY' })).toEqual([]);
    const [wrong] = validateCheckout({ ...us, billing_state: 'Argyll' });
    expect(wrong!.id).toBe('billing_state');
    expect(wrong!.message).toMatch(/^Billing State \/ County is not valid\. Please enter one of the following: Alabama, Alaska, .*Wyoming$/);
    expect(validateCheckout({ ...valid, billing_country: 'IS', billing_postcode: '101', billing_state: 'Reykjavik' })).toEqual([
      { id: 'billing_state', message: 'Billing State / County is not valid.' },
    ]);
    expect(validateCheckout({ ...valid, billing_state: 'Argyll' })).toEqual([]);
  });
  test('refuses bad emails, phones, postcodes, countries and payment methods', () => {
    expect(validateCheckout({ ...valid, billing_email: 'ada@', billing_phone: 'call me', billing_postcode: '12345', payment_method: 'card' }).map((n) => n.message)).toEqual([
      'Billing Phone is not a valid phone number.',
      'Billing Email address is not a valid email address.',
      'Billing Postcode / ZIP is not a valid postcode / ZIP.',
      'Invalid payment method.',
    ]);
    expect(validateCheckout({ ...valid, billing_country: 'XX' })[0]).toEqual({ id: 'billing_country', message: "'XX' is not a valid country code." });
    expect(isValidPostcode('US', '10001-1234')).toBe(true);
    expect(isValidPostcode('IS', '101')).toBe(true);
    expect(isValidPostcode('DE', '00123')).toBe(false);
  });
});
