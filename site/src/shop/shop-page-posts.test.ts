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

async function cartWith(productId: string): Promise<string> {
  const added = await site.action('eacf7_add_to_cart', { productId, bookingDate: '2099-07-01' });
  return `cmsmf_cart=${/cmsmf_cart=([0-9a-f]{64})/.exec(added.headers.get('set-cookie') ?? '')![1]}`;
}

const page = async (path: string, cookie?: string) => (await site.fetch(path, { headers: cookie ? { Cookie: cookie } : {} })).text();
const hidden = (html: string, name: string) => new RegExp(`name="${name.replace(/[[\]]/g, '\\$&')}" value="([^"]*)"`).exec(html)?.[1] ?? '';
const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  site.fetch(path, { method: 'POST', body: new URLSearchParams(fields), headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });

describe('the checkout form posted without scripts', () => {
  async function checkoutForm(cookie: string) {
    const html = await page('/demo/checkout.html', cookie);
    return { cart_hash: hidden(html, 'cart_hash'), 'woocommerce-process-checkout-nonce': hidden(html, 'woocommerce-process-checkout-nonce'), woocommerce_checkout_place_order: 'Place order' };
  }

  test('every checkout field belongs to the payment form, so the browser posts them all', async () => {
    const html = await page('/demo/checkout.html', await cartWith('501'));
    expect(html).toContain('<form name="checkout" method="post" class="checkout woocommerce-checkout" id="cmsmf-checkout"');
    for (const name of ['billing_first_name', 'billing_country', 'shipping_postcode', 'ship_to_different_address', 'order_comments', 'shipping_method[0]']) {
      expect(html).toMatch(new RegExp(`name="${name.replace(/[[\]]/g, '\\$&')}"[^>]* form="cmsmf-checkout"`));
    }
  });

  test('places the order once with server totals and answers 303 to the order-received page', async () => {
    const cookie = await cartWith('501');
    const before = site.count('shop_orders');
    const placed = await post('/demo/checkout.html', { ...address, ...(await checkoutForm(cookie)), 'shipping_method[0]': 'local_pickup:2' }, cookie);
    expect(placed.status).toBe(303);
    const location = placed.headers.get('location')!;
    expect(location).toMatch(/^\/demo\/order-received\.html\?order=\d+&key=wc_order_[\w-]+$/);
    expect(site.count('shop_orders')).toBe(before + 1);
    const received = await page(location);
    expect(received).toContain('Thank you. Your order has been received.');
    expect(received).toContain('via Local pickup');
    // The cart is empty now: the same post again places nothing.
    const again = await post('/demo/checkout.html', { ...address, ...(await checkoutForm(cookie)) }, cookie);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('Sorry, your session has expired.');
    expect(site.count('shop_orders')).toBe(before + 1);
  });

  test('a refused checkout shows the platform notices, marks the fields and keeps every typed value', async () => {
    const cookie = await cartWith('502');
    const before = site.count('shop_orders');
    const typed = { ...address, billing_first_name: '', billing_email: 'ada@', billing_company: 'Quay <Tours> & "Co"', billing_country: 'IS', billing_postcode: '101', order_comments: 'Early <b>please</b>', ship_to_different_address: '1', shipping_first_name: 'Bo', payment_method: 'bacs' };
    const refused = await post('/demo/checkout.html', { ...typed, ...(await checkoutForm(cookie)) }, cookie);
    expect(refused.status).toBe(200);
    const html = await refused.text();
    expect(html).toContain('<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout"><ul class="woocommerce-error" role="alert" tabindex="-1"><li data-id="billing_first_name">Billing First name is a required field.</li>');
    expect(html).toContain('<li data-id="billing_email">Billing Email address is not a valid email address.</li>');
    expect(html).toContain('<li data-id="shipping_last_name">Shipping Last name is a required field.</li>');
    expect(html).toMatch(/id="billing_first_name_field"[^>]*>|class="form-row form-row-first validate-required woocommerce-invalid" id="billing_first_name_field"/);
    expect(html).toMatch(/name="billing_email" id="billing_email"[^>]* aria-invalid="true"[^>]* value="ada@"/);
    expect(html).toContain('value="Quay &lt;Tours&gt; &amp; &quot;Co&quot;"');
    expect(html).toContain('<option value="IS" selected>');
    expect(html).toContain('>Early &lt;b&gt;please&lt;/b&gt;</textarea>');
    expect(html).toMatch(/name="ship_to_different_address" value="1"[^>]* checked/);
    expect(html).toContain('<div class="shipping_address" id="shipping_address_fields"><');
    expect(html).toMatch(/name="shipping_first_name"[^>]* value="Bo"/);
    expect(html).toMatch(/id="payment_method_bacs" type="radio" class="input-radio" name="payment_method" value="bacs" checked/);
    expect(html).not.toContain('<b>please</b>');
    expect(site.count('shop_orders')).toBe(before);
  });

  test('the state field follows the posted country, a missing or foreign state is refused with the choice kept, and a listed one is stored', async () => {
    const cookie = await cartWith('501');
    const us = { ...address, billing_country: 'US', billing_postcode: '10001' };
    const first = await page('/demo/checkout.html', cookie);
    expect(first).toMatch(/<input type="text" class="input-text" name="billing_state" id="billing_state" autocomplete="billing address-level1"[^>]* form="cmsmf-checkout" value="">/);
    const missing = await (await post('/demo/checkout.html', { ...us, ...(await checkoutForm(cookie)) }, cookie)).text();
    expect(missing).toContain('<li data-id="billing_state">Billing State / County is a required field.</li>');
    expect(missing).toMatch(/<p class="form-row form-row-wide address-field validate-required validate-state woocommerce-invalid" id="billing_state_field"[^>]*><label for="billing_state">State \/ County <abbr class="required" title="required">\*<\/abbr><\/label><span class="woocommerce-input-wrapper"><select name="billing_state"[^>]* aria-required="true" aria-invalid="true"[^>]*class="state_select"/);
    const foreign = await (await post('/demo/checkout.html', { ...us, billing_state: 'Argyll', ship_to_different_address: '1', shipping_country: 'DE', shipping_state: '', ...(await checkoutForm(cookie)) }, cookie)).text();
    expect(foreign).toContain('<li data-id="billing_state">Billing State / County is not valid. Please enter one of the following: Alabama,');
    expect(foreign).toMatch(/id="shipping_state_field" data-priority="\d+" hidden><label[^]*?<input type="hidden" class="hidden" name="shipping_state" id="shipping_state" value=""/);
    const kept = await (await post('/demo/checkout.html', { ...us, billing_state: 'NY', billing_first_name: '', ...(await checkoutForm(cookie)) }, cookie)).text();
    expect(kept).toContain('<option value="NY" selected>New York</option>');
    const placed = await post('/demo/checkout.html', { ...us, billing_state: 'NY', ...(await checkoutForm(cookie)) }, cookie);
    expect(placed.status).toBe(303);
    const id = Number(/order=(\d+)/.exec(placed.headers.get('location')!)![1]);
    const [order] = site.query<{ billing_json: string }>('SELECT billing_json FROM shop_orders WHERE id = ?', id);
    expect(JSON.parse(order!.billing_json)).toMatchObject({ country: 'US', state: 'NY' });
  });

  test('createaccount: the password is required and long enough, never printed back, and the account is created with the order, once per email', async () => {
    const cookie = await cartWith('501');
    const account = { ...address, billing_email: 'Grace@Example.org', createaccount: '1' };
    const first = await page('/demo/checkout.html', cookie);
    expect(first).toMatch(/<input [^>]*id="createaccount" type="checkbox" name="createaccount" value="1" aria-controls="account_fields" form="cmsmf-checkout">/);
    expect(first).toContain('<div class="create-account" id="account_fields" hidden>');
    const missing = await (await post('/demo/checkout.html', { ...account, ...(await checkoutForm(cookie)) }, cookie)).text();
    expect(missing).toContain('<li data-id="account_password">Create account password is a required field.</li>');
    const short = await (await post('/demo/checkout.html', { ...account, account_password: 'short', ...(await checkoutForm(cookie)) }, cookie)).text();
    expect(short).toContain('<li data-id="account_password">The password must be at least 8 characters.</li>');
    expect(short).not.toContain('value="short"');
    expect(short).toMatch(/id="createaccount" type="checkbox" name="createaccount" value="1" aria-controls="account_fields" checked/);
    expect(short).toContain('<div class="create-account" id="account_fields"><');
    const users = site.count('users');
    const placed = await post('/demo/checkout.html', { ...account, account_password: 'correct horse battery', ...(await checkoutForm(cookie)) }, cookie);
    expect(placed.status).toBe(303);
    const [user] = site.query<{ email: string; password_hash: string }>('SELECT email, password_hash FROM users WHERE email = ?', 'grace@example.org');
    expect(user!.password_hash).toMatch(/^scrypt\$/);
    expect(site.count('users')).toBe(users + 1);
    const again = await cartWith('502');
    const before = site.count('shop_orders');
    const taken = await (await post('/demo/checkout.html', { ...account, account_password: 'correct horse battery', ...(await checkoutForm(again)) }, again)).text();
    expect(taken).toContain('<li data-id="billing_email">An account is already registered with your email address. Please log in.</li>');
    expect(site.count('shop_orders')).toBe(before);
    expect(site.count('users')).toBe(users + 1);
  });

  test('the review is priced for the posted destination and a method that zone does not offer is refused', async () => {
    const cookie = await cartWith('501');
    const refused = await post('/demo/checkout.html', { ...address, billing_postcode: 'HS1 2AA', 'shipping_method[0]': 'flat_rate:1', ...(await checkoutForm(cookie)) }, cookie);
    const html = await refused.text();
    expect(html).toContain('<li data-id="shipping_method">No shipping method has been selected.');
    expect(html).toMatch(/value="flat_rate:4" class="shipping_method" checked/);
    expect(html).toMatch(/<tr class="order-total"><th>Total<\/th><td><strong><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">\$<\/span>60\.00/);
  });

  test('refuses a forged or missing nonce, a foreign cart and a changed cart, storing nothing', async () => {
    const cookie = await cartWith('501');
    const form = await checkoutForm(cookie);
    const before = site.count('shop_orders');
    const forged = await post('/demo/checkout.html', { ...address, ...form, 'woocommerce-process-checkout-nonce': 'abc123' }, cookie);
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain('We were unable to process your order, please try again.');
    const foreign = await post('/demo/checkout.html', { ...address, ...form });
    expect(await foreign.text()).toContain('Sorry, your session has expired.');
    await site.action('eacf7_add_to_cart', { productId: '502', bookingDate: '2099-07-03' }, { cookie });
    const changed = await post('/demo/checkout.html', { ...address, ...form }, cookie);
    const html = await changed.text();
    expect(html).toContain('Your cart has changed since you opened the checkout.');
    // The page shown again carries the new cart's fingerprint, so placing it now works.
    expect(hidden(html, 'cart_hash')).not.toBe(form.cart_hash);
    expect(site.count('shop_orders')).toBe(before);
    const placed = await post('/demo/checkout.html', { ...address, ...form, cart_hash: hidden(html, 'cart_hash') }, cookie);
    expect(placed.status).toBe(303);
  });
});

describe('the cart page without scripts', () => {
  const quantityName = (html: string) => /name="(cart\[\d+\]\[qty\])"/.exec(html)![1]!;

  test('prints quantities, remove links with a nonce, Update cart and the totals', async () => {
    const html = await page('/demo/cart.html', await cartWith('501'));
    expect(html).toMatch(/<a href="\/demo\/cart\.html\?remove_item=\d+&amp;_wpnonce=[\w-]+" class="remove" aria-label="Remove “Harbour boat tour” from cart"/);
    expect(html).toMatch(/<input type="number" id="quantity_\d+" class="input-text qty text" name="cart\[\d+\]\[qty\]" value="1" min="0"/);
    expect(html).toContain('<button type="submit" class="button" name="update_cart" value="Update cart">Update cart</button>');
    expect(html).toContain('<div class="cart_totals"><h2>Cart totals</h2>');
  });

  test('Update cart recomputes from server prices and stores the quantity; 0 removes the line', async () => {
    const cookie = await cartWith('501');
    const form = await page('/demo/cart.html', cookie);
    const updated = await post('/demo/cart.html', { [quantityName(form)]: '3', update_cart: 'Update cart', 'woocommerce-cart-nonce': hidden(form, 'woocommerce-cart-nonce') }, cookie);
    expect(updated.status).toBe(200);
    const html = await updated.text();
    expect(html).toContain('<div class="woocommerce-message" role="alert" tabindex="-1">Cart updated.</div>');
    expect(html).toMatch(/<tr class="order-total"><th>Total<\/th><td data-title="Total"><strong><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">\$<\/span>135\.00/);
    // The checkout charges the stored quantity.
    expect(await page('/demo/checkout.html', cookie)).toContain('&times;&nbsp;3</strong>');
    const emptied = await post('/demo/cart.html', { [quantityName(form)]: '0', update_cart: 'Update cart', 'woocommerce-cart-nonce': hidden(form, 'woocommerce-cart-nonce') }, cookie);
    expect(await emptied.text()).toContain('<div class="cart-empty woocommerce-info" role="status">Your cart is currently empty.</div>');
  });

  test('refuses a bad quantity and a bad nonce, changing nothing', async () => {
    const cookie = await cartWith('501');
    const form = await page('/demo/cart.html', cookie);
    const bad = await (await post('/demo/cart.html', { [quantityName(form)]: '2.5', update_cart: 'Update cart', 'woocommerce-cart-nonce': hidden(form, 'woocommerce-cart-nonce') }, cookie)).text();
    expect(bad).toContain('<ul class="woocommerce-error" role="alert" tabindex="-1"><li>Please enter a quantity between 0 and 99 for “Harbour boat tour”.</li></ul>');
    expect(bad).not.toContain('Cart updated.');
    const forged = await post('/demo/cart.html', { [quantityName(form)]: '5', update_cart: 'Update cart', 'woocommerce-cart-nonce': 'nope' }, cookie);
    expect(forged.status).toBe(403);
    expect(await page('/demo/cart.html', cookie)).toMatch(/name="cart\[\d+\]\[qty\]" value="1"/);
  });

  test('a remove link removes the line from the own cart only, with the nonce', async () => {
    const cookie = await cartWith('501');
    const other = await cartWith('502');
    const form = await page('/demo/cart.html', cookie);
    const link = /href="(\/demo\/cart\.html\?remove_item=\d+&amp;_wpnonce=[\w-]+)"/.exec(form)![1]!.replace(/&amp;/g, '&');
    const before = site.count('cart_items');
    expect(await page(link, other)).not.toContain('removed.');
    expect(await page(link.replace(/_wpnonce=[\w-]+/, '_wpnonce=forged'))).toContain('Your session has expired.');
    expect(site.count('cart_items')).toBe(before);
    const removed = await page(link, cookie);
    expect(removed).toContain('<div class="woocommerce-message" role="alert" tabindex="-1">“Harbour boat tour” removed.</div>');
    expect(removed).toContain('Your cart is currently empty.');
    expect(site.count('cart_items')).toBe(before - 1);
  });
});

describe('the add-to-cart link (the shop page form without scripts)', () => {
  test('adds the booking at the server price, sets the cart cookie and answers 303 to the page without the query', async () => {
    const before = site.count('cart_items');
    const added = await site.fetch('/demo/checkout.html?booking_date=2099-07-01&add-to-cart=501', { redirect: 'manual' });
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/demo/checkout.html');
    const cookie = /cmsmf_cart=[0-9a-f]{64}/.exec(added.headers.get('set-cookie') ?? '')![0];
    expect(site.count('cart_items')).toBe(before + 1);
    expect(await page('/demo/checkout.html', cookie)).toContain('Harbour boat tour');
  });

  test('refuses an unknown product or a bad date on the page itself, adding nothing', async () => {
    const before = site.count('cart_items');
    const unknown = await site.fetch('/demo/checkout.html?booking_date=2099-07-01&add-to-cart=9999', { redirect: 'manual' });
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toContain('<li>This product cannot be booked.</li>');
    const badDate = await (await site.fetch('/demo/cart.html?booking_date=%3Cscript%3E&add-to-cart=501', { redirect: 'manual' })).text();
    expect(badDate).toContain('<li>Please choose a valid date for your booking.</li>');
    expect(site.count('cart_items')).toBe(before);
  });
});

test('a post to a shop page that is not the shop\u2019s reaches the next handler with its body whole', async () => {
  const other = await post('/demo/shop.html', { et_pb_contactform_submit_1: 'et_contact_proccess', et_pb_contact_name_1: 'Ada' });
  expect(other.status).toBe(400);
  // The contact post handler read the body (an unreadable one would be "Bad request").
  expect(await other.text()).toBe('This page has no such contact form.');
});
