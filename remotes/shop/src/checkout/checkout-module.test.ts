/** @jest-environment jsdom */
import { createEventBus, type AjaxClient, type ModuleContext } from '@cms-mf/shared-contracts';
import checkoutModule from './index';

const PAGE = `
<div class="et_pb_module et_pb_wc_checkout_billing"><form class="checkout woocommerce-checkout">
  <p class="form-row" id="billing_first_name_field"><label for="billing_first_name">First name</label><input id="billing_first_name" name="billing_first_name"></p>
  <select id="billing_country" name="billing_country"><option value="GB">UK</option><option value="IS">Iceland</option></select>
  <input id="billing_postcode" name="billing_postcode" value="">
</form></div>
<div class="et_pb_module et_pb_wc_checkout_shipping"><form class="checkout woocommerce-checkout">
  <h2 id="ship-to-different-address"><label><input id="ship-to-different-address-checkbox" type="checkbox" name="ship_to_different_address" value="1"> Ship</label></h2>
  <div class="shipping_address" hidden><input id="shipping_first_name" name="shipping_first_name"></div>
</form></div>
<div class="et_pb_module et_pb_wc_checkout_order_details"><div id="order_review"><table class="shop_table woocommerce-checkout-review-order-table"></table></div></div>
<div class="et_pb_module et_pb_wc_checkout_payment_info"><form class="checkout woocommerce-checkout">
  <input type="hidden" name="cart_hash" value="abc">
  <ul><li class="wc_payment_method payment_method_cod"><input type="radio" name="payment_method" value="cod" checked></li><li class="wc_payment_method payment_method_bacs"><input type="radio" name="payment_method" value="bacs"></li></ul>
  <button id="place_order" type="submit">Place order</button>
</form></div>`;

const review = { lines: [], shippingMethods: [{ id: 'flat_rate:3', label: 'Flat rate', costCents: 800 }], chosenMethod: 'flat_rate:3', subtotalCents: 4500, shippingCents: 800, totalCents: 5300, currency: 'USD' };

function context(call: jest.Mock, builder = false): ModuleContext {
  const client = { call } as unknown as AjaxClient;
  return {
    globals: {}, client: async () => client, builder: { active: builder, type: builder ? 'fb' : null }, events: createEventBus(document),
    log: { debug: jest.fn(), warn: jest.fn(), error: jest.fn() },
  } as unknown as ModuleContext;
}

async function mountAll(ctx: ModuleContext): Promise<() => void> {
  const unmounts = await Promise.all([...document.querySelectorAll('.et_pb_module')].map((el) => checkoutModule.mount(el, ctx)));
  return () => unmounts.forEach((unmount) => unmount());
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  document.body.innerHTML = PAGE;
  window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
  Element.prototype.scrollIntoView = jest.fn();
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

test('mirrors the other modules\u2019 fields into the payment form, raises update_checkout on a country change and renders the server review', async () => {
  const call = jest.fn().mockResolvedValue({ result: 'success', review });
  const unmount = await mountAll(context(call));
  const payment = document.querySelector('.et_pb_wc_checkout_payment_info form')!;
  const country = document.querySelector<HTMLSelectElement>('#billing_country')!;
  country.value = 'IS';
  country.dispatchEvent(new Event('change', { bubbles: true }));
  expect(payment.querySelector<HTMLInputElement>('[data-cmsmf-mirror="billing"] input[name="billing_country"]')!.value).toBe('IS');
  await flush();
  await flush();
  expect(call).toHaveBeenCalledWith('woocommerce_update_order_review', { billing_country: 'IS', billing_postcode: '' }, expect.anything());
  expect(document.querySelector('#order_review tr.order-total td')!.textContent).toBe('$53.00');
  expect(document.querySelector('.et_pb_wc_checkout_order_details [role=status]')!.textContent).toBe('Order total updated: $53.00');
  unmount();
  expect(payment.querySelector('[data-cmsmf-mirror]')).toBeNull();
});

test('the shipping block shows at once under reduced motion; the chosen payment method is marked', async () => {
  const unmount = await mountAll(context(jest.fn().mockResolvedValue({ result: 'success', review })));
  const box = document.querySelector<HTMLInputElement>('#ship-to-different-address-checkbox')!;
  const block = document.querySelector<HTMLElement>('.shipping_address')!;
  // The server's `hidden` is taken over by the inline display the platform's script would leave.
  expect([block.hidden, block.style.display]).toEqual([false, 'none']);
  box.click();
  expect([block.hidden, block.style.display]).toEqual([false, 'block']);
  expect(box.getAttribute('aria-expanded')).toBe('true');
  expect(document.querySelector('.payment_method_cod')!.classList.contains('et_pb_checked')).toBe(true);
  document.querySelector<HTMLInputElement>('.payment_method_bacs input')!.click();
  expect(document.querySelector('.payment_method_bacs')!.classList.contains('et_pb_checked')).toBe(true);
  unmount();
});

test('init_checkout marks the payment method the platform\'s script chose without a change event', async () => {
  const unmount = await mountAll(context(jest.fn().mockResolvedValue({ result: 'success', review })));
  // The platform's checkout script picks a method in script (no change event), then raises init_checkout.
  document.querySelector<HTMLInputElement>('.payment_method_bacs input')!.checked = true;
  expect(document.querySelector('.payment_method_bacs')!.classList.contains('et_pb_checked')).toBe(false);
  document.body.dispatchEvent(new CustomEvent('init_checkout', { bubbles: true, detail: [] }));
  expect(document.querySelector('.payment_method_bacs')!.classList.contains('et_pb_checked')).toBe(true);
  expect(document.querySelector('.payment_method_cod')!.classList.contains('et_pb_checked')).toBe(false);
  unmount();
});

test('a refused checkout shows the notices as text, hides extra notice groups, focuses the first notice and raises checkout_error', async () => {
  const call = jest.fn().mockResolvedValue({ result: 'failure', refresh: false, messages: [{ id: 'billing_first_name', message: '<img src=x onerror=alert(1)>Billing First name is a required field.' }] });
  const unmount = await mountAll(context(call));
  const errors: unknown[] = [];
  document.body.addEventListener('checkout_error', (event) => errors.push((event as CustomEvent).detail));
  document.querySelector<HTMLFormElement>('.et_pb_wc_checkout_payment_info form')!.requestSubmit();
  await flush();
  await flush();
  expect(call).toHaveBeenCalledWith('woocommerce_checkout', expect.objectContaining({ cart_hash: 'abc', payment_method: 'cod', billing_country: 'GB' }), expect.anything());
  // A page whose platform script prints a group per form: the ones beyond the first are hidden.
  const extra = document.createElement('div');
  extra.className = 'woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout';
  document.querySelector('.et_pb_wc_checkout_payment_info')!.append(extra);
  document.body.dispatchEvent(new CustomEvent('checkout_error', { detail: [] }));
  const groups = document.querySelectorAll<HTMLElement>('.woocommerce-NoticeGroup-checkout');
  expect(groups[0]!.querySelector('img')).toBeNull();
  expect(groups[0]!.querySelector('li[data-id="billing_first_name"]')!.textContent).toContain('Billing First name is a required field.');
  expect([...groups].map((group) => group.hidden)).toEqual([false, true]);
  expect(document.activeElement).toBe(groups[0]!.querySelector('.woocommerce-error'));
  expect(document.querySelector('#billing_first_name')!.getAttribute('aria-invalid')).toBe('true');
  expect(errors).toHaveLength(2);
  unmount();
});

test('in the visual builder the sample message shows and the checkout is never sent', async () => {
  const call = jest.fn();
  const unmount = await mountAll(context(call, true));
  expect(document.querySelector('.et_pb_wc_checkout_billing .woocommerce-error li')!.textContent).toBe('Billing First name is a required field.');
  document.querySelector<HTMLFormElement>('.et_pb_wc_checkout_payment_info form')!.requestSubmit();
  await flush();
  expect(call).not.toHaveBeenCalledWith('woocommerce_checkout', expect.anything(), expect.anything());
  unmount();
  expect(document.querySelector('.et_pb_wc_checkout_billing .woocommerce-error')).toBeNull();
});
