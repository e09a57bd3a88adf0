import { startTestSite, type TestSite } from '../test-support/test-site';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

test('a payment form carries its prices on the container the payments remote renders into', async () => {
  const html = await (await site.fetch('/demo/payments.html')).text();
  const match = /<div class="eacf7-payment" data-payment="([^"]*)">/.exec(html);
  expect(match).not.toBeNull();
  const decoded = match![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  expect(JSON.parse(decoded)).toEqual({
    currency: 'USD',
    items: [{ field: 'ticket', prices: { Standard: 25, VIP: 60 } }, { field: 'extras', prices: { 'Printed guide': 5, Lunch: 12.5 } }],
    quantity_field: 'quantity',
    shipping: 4.5,
    coupon_field: 'coupon',
  });
});

test('the container shows the total of the choices the form shows, for a page without scripts', async () => {
  const html = await (await site.fetch('/demo/payments.html')).text();
  // Standard ($25, the select's first option) × 1 + $4.50 shipping.
  expect(html).toContain('<p class="eacf7-payment__server-total">Total for the choices shown: <strong>$29.50</strong></p>');
});

test('a form without payments has no container', async () => {
  const html = await (await site.fetch('/demo/contact.html')).text();
  expect(html).not.toContain('eacf7-payment');
});

test('PAYMENT_CLIENT_ID reaches the page for the real provider’s SDK', async () => {
  const real = await startTestSite({}, { env: { PAYMENT_CLIENT_ID: 'AbC-123_x', PAYMENT_SDK_URL: 'https://www.paypal.com/sdk/js' } });
  try {
    const html = await (await real.fetch('/demo/payments.html')).text();
    expect(html).toContain('"paymentSdkUrl":"https://www.paypal.com/sdk/js"');
    expect(html).toContain('"paymentClientId":"AbC-123_x"');
  } finally {
    await real.close();
  }
});
