/** @jest-environment jsdom */
import { createEventBus, type ModuleContext } from '@cms-mf/shared-contracts';
import cartModule from './index';
import { CART_REQUEST_FAILED } from './cart-module';

const line = (id: number, qty: number) =>
  `<tr class="cart_item"><td class="product-remove"><a href="/demo/cart.html?remove_item=${id}&amp;_wpnonce=n" class="remove" aria-label="Remove item ${id}">×</a></td>` +
  `<td><label for="quantity_${id}">Quantity</label><input type="number" id="quantity_${id}" class="input-text qty text" name="cart[${id}][qty]" value="${qty}"></td></tr>`;

/** The cart page's three modules, as site/src/shop/render-cart.ts prints them. */
const cartPage = (lines: string, notices = '', total = '$45.00') =>
  `<div class="et_pb_module et_pb_wc_cart_notice"><div class="woocommerce"><div class="woocommerce-notices-wrapper">${notices}</div></div></div>` +
  (lines
    ? `<div class="et_pb_module et_pb_wc_cart_products"><div class="woocommerce"><form class="woocommerce-cart-form" action="/demo/cart.html" method="post"><table><tbody>${lines}` +
      '<tr><td class="actions"><button type="submit" name="update_cart" value="Update cart">Update cart</button><input type="hidden" name="woocommerce-cart-nonce" value="n"></td></tr></tbody></table></form></div></div>' +
      `<div class="et_pb_module et_pb_wc_cart_totals"><div class="woocommerce"><div class="cart_totals"><table><tr class="order-total"><td>${total}</td></tr></table></div></div></div>`
    : '<div class="et_pb_module et_pb_wc_cart_products"><div class="woocommerce"><div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info" role="status">Your cart is currently empty.</div></div></div></div>' +
      '<div class="et_pb_module et_pb_wc_cart_totals"><div class="woocommerce"></div></div>');

const context = (): ModuleContext =>
  ({ globals: {}, builder: { active: false, type: null }, events: createEventBus(document), log: { debug: jest.fn(), warn: jest.fn(), error: jest.fn() } }) as unknown as ModuleContext;

let fetchMock: jest.Mock;
let unmounts: Array<() => void>;
async function mountAll(ctx = context()): Promise<void> {
  unmounts = await Promise.all([...document.querySelectorAll('.et_pb_module')].map((el) => cartModule.mount(el, ctx)));
}
/** Yields to the page until `check` holds: only the test's own timeout bounds the wait, not a count of ticks. */
const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 0));
};
const answer = (html: string) => fetchMock.mockResolvedValueOnce({ text: async () => `<html><body>${html}</body></html>` });

beforeEach(() => {
  document.body.innerHTML = cartPage(line(4, 1) + line(9, 2));
  fetchMock = jest.fn();
  window.fetch = fetchMock as unknown as typeof window.fetch;
});
afterEach(() => unmounts.forEach((unmount) => unmount()));

test('Update cart stays disabled until a quantity changes, then posts the form and swaps in the cleaned answer', async () => {
  await mountAll();
  const button = document.querySelector<HTMLButtonElement>('button[name="update_cart"]')!;
  expect(button.disabled).toBe(true);
  const quantity = document.querySelector<HTMLInputElement>('#quantity_4')!;
  quantity.value = '3';
  quantity.dispatchEvent(new Event('input', { bubbles: true }));
  expect(button.disabled).toBe(false);
  quantity.focus();
  const updated = jest.fn();
  document.body.addEventListener('updated_wc_div', updated);
  answer(cartPage(line(4, 3) + line(9, 2), '<div class="woocommerce-message" role="alert">Cart updated.<img src="x" onerror="window.hacked=1"></div>', '$225.00'));
  document.querySelector('form')!.requestSubmit(button);
  await until(() => updated.mock.calls.length === 1);
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('http://localhost/demo/cart.html');
  expect(init.method).toBe('POST');
  expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({ 'cart[4][qty]': '3', 'cart[9][qty]': '2', 'woocommerce-cart-nonce': 'n', update_cart: 'Update cart' });
  expect(document.querySelector('.order-total')!.textContent).toBe('$225.00');
  expect(document.querySelector('.woocommerce-message')!.textContent).toBe('Cart updated.');
  expect(document.querySelector('[onerror]')).toBeNull();
  // Focus stays on the quantity the visitor was changing (a new element with the same id).
  expect(document.activeElement?.id).toBe('quantity_4');
  expect(document.querySelector<HTMLButtonElement>('button[name="update_cart"]')!.disabled).toBe(true);
  expect(document.querySelector('[role="status"].cmsmf-visually-hidden')!.textContent).toBe('Cart updated.');
});

test('a remove link is fetched in place; the emptied cart raises wc_cart_emptied and takes focus to the notice', async () => {
  document.body.innerHTML = cartPage(line(4, 1));
  await mountAll();
  const emptied = jest.fn();
  document.body.addEventListener('wc_cart_emptied', emptied);
  answer(cartPage('', '<div class="woocommerce-message" role="alert">“Harbour boat tour” removed.</div>'));
  const link = document.querySelector<HTMLAnchorElement>('a.remove')!;
  expect(link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }))).toBe(false);
  await until(() => emptied.mock.calls.length === 1);
  expect(fetchMock.mock.calls[0]![0]).toBe('http://localhost/demo/cart.html?remove_item=4&_wpnonce=n');
  expect(document.querySelector('.cart-empty')!.textContent).toBe('Your cart is currently empty.');
  expect(document.activeElement!.textContent).toBe('“Harbour boat tour” removed.');
  expect(document.querySelector('.et_pb_wc_cart_totals')!.classList.contains('et_pb_wc_cart_empty')).toBe(true);
});

test('a failed request says so in the notices and leaves the cart as it was', async () => {
  await mountAll();
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  document.querySelector<HTMLAnchorElement>('a.remove')!.click();
  await until(() => document.querySelector('.woocommerce-error') !== null);
  expect(document.querySelector('.woocommerce-error')!.textContent).toBe(CART_REQUEST_FAILED);
  expect(document.activeElement).toBe(document.querySelector('.woocommerce-error'));
  expect(document.querySelectorAll('.cart_item')).toHaveLength(2);
});

test('leaves the cart to the platform\u2019s own cart script, and unmounting stops the enhancement', async () => {
  const win = window as unknown as { jQuery?: unknown; wc_cart_params?: unknown };
  win.jQuery = Object.assign(() => ({ on: jest.fn(), off: jest.fn(), trigger: jest.fn() }), {});
  win.wc_cart_params = {};
  await mountAll();
  expect(document.querySelector<HTMLButtonElement>('button[name="update_cart"]')!.disabled).toBe(false);
  delete win.jQuery;
  delete win.wc_cart_params;
  unmounts.forEach((unmount) => unmount());
  await mountAll();
  unmounts.forEach((unmount) => unmount());
  unmounts = [];
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  document.querySelector('a.remove')!.addEventListener('click', (event) => event.preventDefault());
  document.querySelector('a.remove')!.dispatchEvent(click);
  expect(fetchMock).not.toHaveBeenCalled();
});
