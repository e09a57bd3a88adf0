import { startTestSite, type TestSite } from '../test-support/test-site';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

describe('eacf7_add_to_cart', () => {
  test('adds a shop product or a form custom product, priced by the server, and sets the cart cookie', async () => {
    const result = await site.action('eacf7_add_to_cart', { productId: '501', bookingDate: '2025-07-01', bookingTime: '10:00' });
    expect(result.json).toEqual({ success: true, data: { checkout_url: '/demo/checkout.html' } });
    const cookie = /cmsmf_cart=([0-9a-f]{64})/.exec(result.headers.get('set-cookie') ?? '')?.[1];
    expect(result.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    const custom = await site.action('eacf7_add_to_cart', { productName: 'Harbour kayak session', productPrice: '35', bookingDate: '2099-07-02' }, { cookie: `cmsmf_cart=${cookie}` });
    expect(custom.json).toMatchObject({ success: true });
    const cart = await (await site.fetch('/demo/shop.html', { headers: { Cookie: `cmsmf_cart=${cookie}` } })).text();
    expect(cart).toContain('Harbour boat tour');
    expect(cart).toContain('Harbour kayak session');
    expect(cart).toContain('<span class="woocommerce-Price-currencySymbol">$</span>80.00</bdi>');
  });

  test.each([
    ['an unknown product', { productId: '9999', bookingDate: '2025-07-01' }, /cannot be booked/],
    ['a custom product no form offers', { productName: 'Free yacht', productPrice: '0', bookingDate: '2025-07-01' }, /cannot be booked/],
    ['a price the server did not set', { productName: 'Harbour kayak session', productPrice: '0.01', bookingDate: '2025-07-01' }, /price does not match/],
    ['a booking date with markup', { productId: '501', bookingDate: '<script>' }, /bookingDate: has an invalid format/],
    ['no booking date', { productId: '501' }, /bookingDate: is required/],
    ['a form\'s booking on a past day', { productName: 'Harbour kayak session', productPrice: '35', bookingDate: '2020-01-01' }, /This date cannot be booked/],
    ['a form\'s booking outside its hours', { productName: 'Harbour kayak session', productPrice: '35', bookingDate: '2099-07-02', bookingTime: '20:00' }, /This time cannot be booked/],
  ])('refuses %s and stores nothing', async (_case, fields, message) => {
    const before = site.count('cart_items');
    expect((await site.action('eacf7_add_to_cart', fields)).json).toEqual({ success: false, data: expect.stringMatching(message) });
    expect(site.count('cart_items')).toBe(before);
  });
});
