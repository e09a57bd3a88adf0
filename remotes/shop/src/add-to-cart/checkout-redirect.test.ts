import { CHECKOUT_REDIRECT_DELAY_MS, checkoutRedirect } from './checkout-redirect';

test('goes to the checkout URL after the checkout delay when the switch is on', () => {
  expect(checkoutRedirect('/demo/checkout.html', true)).toEqual({ url: '/demo/checkout.html', delayMs: 1000 });
  expect(checkoutRedirect(' https://shop.example/checkout/ ', true)).toEqual({ url: 'https://shop.example/checkout/', delayMs: CHECKOUT_REDIRECT_DELAY_MS });
});

test('stays when the switch is off or the URL is not safe to follow', () => {
  expect(checkoutRedirect('/demo/checkout.html', false)).toBeNull();
  for (const url of ['javascript:alert(1)', '//evil.example/', 'data:text/html,x', '']) expect(checkoutRedirect(url, true)).toBeNull();
});
