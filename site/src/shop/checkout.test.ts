import { startTestSite, type TestSite } from '../test-support/test-site';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const address = {
  billing_first_name: 'Ada', billing_last_name: 'Lovelace', billing_country: 'GB', billing_address_1: '1 Quay Street',
  billing_city: 'Oban', billing_postcode: 'PA34 4LW', billing_phone: '+44 1631 000000', billing_email: 'ada@example.org', payment_method: 'cod',
};

/** A cart with the boat tour ($45) in it; returns its cookie and the checkout page's cart hash. */
async function cartWithBooking(): Promise<{ cookie: string; cartHash: string }> {
  const added = await site.action('eacf7_add_to_cart', { productId: '501', bookingDate: '2099-07-01', bookingTime: '10:00' });
  const cookie = `cmsmf_cart=${/cmsmf_cart=([0-9a-f]{64})/.exec(added.headers.get('set-cookie') ?? '')![1]}`;
  const page = await (await site.fetch('/demo/checkout.html', { headers: { Cookie: cookie } })).text();
  return { cookie, cartHash: /name="cart_hash" value="([0-9a-f]+)"/.exec(page)![1]! };
}

describe('woocommerce_update_order_review', () => {
  test('prices shipping for the destination from the server, per country and postcode', async () => {
    const { cookie } = await cartWithBooking();
    const uk = await site.action('woocommerce_update_order_review', { billing_country: 'GB', billing_postcode: 'PA34 4LW' }, { cookie });
    expect(uk.json).toMatchObject({ result: 'success', review: { chosenMethod: 'flat_rate:1', subtotalCents: 4500, shippingCents: 500, totalCents: 5000, currency: 'USD' } });
    const island = await site.action('woocommerce_update_order_review', { billing_country: 'GB', billing_postcode: 'HS1 2AA', shipping_method: 'flat_rate:1' }, { cookie });
    expect(island.json).toMatchObject({ result: 'success', review: { chosenMethod: 'flat_rate:4', totalCents: 6000 } });
    const elsewhere = await site.action('woocommerce_update_order_review', { billing_country: 'GB', ship_to_different_address: '1', shipping_country: 'US', shipping_postcode: '10001', shipping_method: 'flat_rate:7' }, { cookie });
    expect(elsewhere.json).toMatchObject({ result: 'success', review: { chosenMethod: 'flat_rate:7', shippingCents: 4500, totalCents: 9000 } });
  });

  test('answers failure without a cart of the visitor', async () => {
    const none = await site.action('woocommerce_update_order_review', { billing_country: 'GB', billing_postcode: '' });
    expect(none.json).toEqual({ result: 'failure', messages: [{ id: '', message: 'Sorry, your session has expired.' }] });
    const forged = await site.action('woocommerce_update_order_review', { billing_country: 'GB', billing_postcode: '' }, { cookie: `cmsmf_cart=${'ab'.repeat(32)}` });
    expect(forged.json).toMatchObject({ result: 'failure' });
  });
});

describe('woocommerce_checkout', () => {
  test('places the order with server totals, stores it and its lines, empties the cart, and shows it on the order-received page', async () => {
    const { cookie, cartHash } = await cartWithBooking();
    const before = site.count('shop_orders');
    const placed = await site.action('woocommerce_checkout', { ...address, billing_postcode: 'HS1 2AA', 'shipping_method[0]': 'flat_rate:4', cart_hash: cartHash, order_comments: '<b>early</b>' }, { cookie });
    expect(placed.json).toEqual({ result: 'success', redirect: expect.stringMatching(/^\/demo\/order-received\.html\?order=\d+&key=wc_order_[\w-]+$/) });
    expect(site.count('shop_orders')).toBe(before + 1);
    const redirect = (placed.json as { redirect: string }).redirect;
    const page = await (await site.fetch(redirect)).text();
    expect(page).toContain('Thank you. Your order has been received.');
    expect(page).toContain('Harbour boat tour');
    expect(page).toMatch(/Total: <strong><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">\$<\/span>60\.00/);
    expect(page).toContain('via Island delivery');
    const wrongKey = await (await site.fetch(redirect.replace(/key=wc_order_[\w-]+/, 'key=wc_order_AAAAAAAAAAAAAAAA'))).text();
    expect(wrongKey).toContain('This order cannot be shown');
    expect(wrongKey).not.toContain('Harbour boat tour');
    const cartPage = await (await site.fetch('/demo/checkout.html', { headers: { Cookie: cookie } })).text();
    expect(cartPage).toContain('Your cart is currently empty.');
  });

  test('refuses invalid fields with the platform messages and stores nothing', async () => {
    const { cookie, cartHash } = await cartWithBooking();
    const before = site.count('shop_orders');
    const refused = await site.action('woocommerce_checkout', { ...address, billing_first_name: '', billing_email: 'nope', cart_hash: cartHash }, { cookie });
    expect(refused.json).toEqual({
      result: 'failure',
      refresh: false,
      messages: [
        { id: 'billing_first_name', message: 'Billing First name is a required field.' },
        { id: 'billing_email', message: 'Billing Email address is not a valid email address.' },
      ],
    });
    const noShipping = await site.action('woocommerce_checkout', { ...address, ship_to_different_address: '1', shipping_first_name: 'A', shipping_last_name: 'B', shipping_address_1: 'C', shipping_city: 'D', shipping_country: 'GB', shipping_postcode: 'HS1 2AA', 'shipping_method[0]': 'local_pickup:2', cart_hash: cartHash }, { cookie });
    expect(noShipping.json).toMatchObject({ result: 'failure', messages: [{ id: 'shipping_method' }] });
    expect(site.count('shop_orders')).toBe(before);
  });

  test('refuses an empty, foreign or changed cart', async () => {
    const { cookie, cartHash } = await cartWithBooking();
    const foreign = await site.action('woocommerce_checkout', { ...address, cart_hash: cartHash });
    expect(foreign.json).toEqual({ result: 'failure', refresh: true, messages: [{ id: '', message: 'Sorry, your session has expired.' }] });
    await site.action('eacf7_add_to_cart', { productId: '502', bookingDate: '2099-07-03' }, { cookie });
    const changed = await site.action('woocommerce_checkout', { ...address, cart_hash: cartHash }, { cookie });
    expect(changed.json).toMatchObject({ result: 'failure', refresh: true, messages: [{ message: expect.stringMatching(/cart has changed/) }] });
  });
});
