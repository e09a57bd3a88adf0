import { type CheckoutNotice, stateControlFor } from '@cms-mf/shared-contracts/actions';
import { escapeHtml } from '../html/escape-html';
import type { CartItemRow } from './cart-items-repository';
import { type AddressKind, addressFields, PAYMENT_METHODS, SHIPPING_METHOD_FIELD } from './checkout-fields';
import { ACCOUNT_PASSWORD_LABEL, wantsAccount } from './checkout-account';
import { CHECKOUT_FORM_ID, CHECKOUT_NONCE_FIELD, type CheckoutPageState } from './checkout-page-state';
import { type CheckoutValues, isShipToDifferentAddress, shippingDestination } from './checkout-validation';
import { buildOrderReview, cartHash } from './order-review';
import { renderOrderReview } from './render-order-review';
import { SHOP_COUNTRIES } from './shipping-rates';

const EMPTY_CART = '<p class="cart-empty woocommerce-info">Your cart is currently empty.</p><p class="return-to-shop"><a class="button wc-backward" href="/demo/shop.html">Return to shop</a></p>';

/** The country a new checkout starts with. */
const DEFAULT_COUNTRY = 'GB';

const FORM_ATTR = ` form="${CHECKOUT_FORM_ID}"`;

function fieldRow(kind: AddressKind, index: number, values: CheckoutValues, invalid: ReadonlySet<string>): (field: ReturnType<typeof addressFields>[number]) => string {
  return (field) => {
    const id = `${kind}_${field.key}`;
    const side = field.key === 'first_name' ? ' form-row-first' : field.key === 'last_name' ? ' form-row-last' : ' form-row-wide';
    const state = field.type === 'state' ? stateControlFor(values[`${kind}_country`] ?? DEFAULT_COUNTRY) : undefined;
    const isRequired = field.required || state?.kind === 'select';
    const required = isRequired ? ' <abbr class="required" title="required">*</abbr>' : ' <span class="optional">(optional)</span>';
    const wrong = invalid.has(id);
    const common = `name="${id}" id="${id}" autocomplete="${kind === 'shipping' ? 'shipping' : 'billing'} ${field.autocomplete}"${isRequired ? ' aria-required="true"' : ''}${wrong ? ' aria-invalid="true"' : ''}${FORM_ATTR}`;
    const value = values[id];
    const country = value ?? DEFAULT_COUNTRY;
    const control = field.type === 'country'
      ? `<select ${common} class="country_to_state country_select">${SHOP_COUNTRIES.map(([code, name]) => `<option value="${code}"${code === country ? ' selected' : ''}>${escapeHtml(name)}</option>`).join('')}</select>`
      : state?.kind === 'select'
        ? `<select ${common} class="state_select" data-placeholder="Select an option…"><option value="">Select an option…</option>${Object.entries(state.states).map(([code, name]) => `<option value="${escapeHtml(code)}"${code === value ? ' selected' : ''}>${escapeHtml(name)}</option>`).join('')}</select>`
        : state?.kind === 'hidden'
          ? `<input type="hidden" class="hidden" name="${id}" id="${id}" value=""${FORM_ATTR}>`
          : `<input type="${field.type === 'state' ? 'text' : (field.type ?? 'text')}" class="input-text" ${common} value="${escapeHtml(value ?? '')}">`;
    const classes = `form-row${side}${field.type === 'state' ? ' address-field' : ''}${isRequired ? ' validate-required' : ''}${field.type === 'state' ? ' validate-state' : ''}${wrong ? ' woocommerce-invalid' : ''}`;
    // The platform hides the row of a country without states; its script shows it again when the country changes.
    return `<p class="${classes}" id="${id}_field" data-priority="${(index + 1) * 10}"${state?.kind === 'hidden' ? ' hidden' : ''}><label for="${id}">${escapeHtml(field.label)}${required}</label><span class="woocommerce-input-wrapper">${control}</span></p>`;
  };
}

const rows = (kind: AddressKind, values: CheckoutValues, invalid: ReadonlySet<string>) => addressFields(kind).map((field, i) => fieldRow(kind, i, values, invalid)(field)).join('');

/**
 * The platform's "Create an account?" box under the billing fields, with the
 * password field it shows (`div.create-account`). A password is never printed
 * back; a refused post keeps the box's state.
 */
function accountFields(values: CheckoutValues, invalid: ReadonlySet<string>): string {
  const checked = wantsAccount(values);
  const wrong = invalid.has('account_password');
  return (
    '<div class="woocommerce-account-fields"><p class="form-row form-row-wide create-account"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox">' +
    `<input class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" id="createaccount" type="checkbox" name="createaccount" value="1" aria-controls="account_fields"${checked ? ' checked' : ''}${FORM_ATTR}> <span>Create an account?</span></label></p>` +
    `<div class="create-account" id="account_fields"${checked ? '' : ' hidden'}><p class="form-row validate-required${wrong ? ' woocommerce-invalid' : ''}" id="account_password_field"><label for="account_password">${ACCOUNT_PASSWORD_LABEL} <abbr class="required" title="required">*</abbr></label>` +
    `<span class="woocommerce-input-wrapper"><input type="password" class="input-text" name="account_password" id="account_password" autocomplete="new-password" aria-required="true"${wrong ? ' aria-invalid="true"' : ''} value=""${FORM_ATTR}></span></p><div class="clear"></div></div></div>`
  );
}

/** The platform's notice group for a refused checkout, as its script would prepend it to the form. */
function noticeGroup(notices: readonly CheckoutNotice[]): string {
  if (notices.length === 0) return '';
  const items = notices.map((notice) => `<li${notice.id ? ` data-id="${escapeHtml(notice.id)}"` : ''}>${escapeHtml(notice.message)}</li>`).join('');
  return `<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout"><ul class="woocommerce-error" role="alert" tabindex="-1">${items}</ul></div>`;
}

/**
 * The checkout page as the page builder's four checkout modules print it:
 * billing, shipping (with `ship_to_different_address`), order details (the
 * review with the shipping methods) and payment info, whose `form.checkout`
 * is the one that is sent: the others' fields name it in their `form`
 * attribute, so a plain post (no scripts, or the shop remote not mounted)
 * sends them all; the remote mirrors the rest. `state` is a refused plain
 * post shown again: its notices above the billing fields, the fields named
 * marked invalid, every typed value kept, the review priced for the posted
 * destination. An empty cart adds the platform's empty-cart notice above
 * the modules.
 */
export function renderCheckout(items: readonly CartItemRow[], action: string, nonce: string, state?: CheckoutPageState): string {
  const values: CheckoutValues = state?.values ?? {};
  const invalid = new Set((state?.notices ?? []).map((notice) => notice.id).filter(Boolean));
  const destination = state ? shippingDestination(values) : { country: DEFAULT_COUNTRY, postcode: '' };
  const review = buildOrderReview(items, destination, values[SHIPPING_METHOD_FIELD]);
  const shipElsewhere = isShipToDifferentAddress(values);
  const chosenPayment = PAYMENT_METHODS.some((method) => method.id === values.payment_method) ? values.payment_method : PAYMENT_METHODS[0]!.id;
  const methods = PAYMENT_METHODS.map(
    (method) =>
      `<li class="wc_payment_method payment_method_${method.id}"><input id="payment_method_${method.id}" type="radio" class="input-radio" name="payment_method" value="${method.id}"${method.id === chosenPayment ? ' checked' : ''}>` +
      `<label for="payment_method_${method.id}">${escapeHtml(method.title)}</label><div class="payment_box payment_method_${method.id}"><p>${escapeHtml(method.description)}</p></div></li>`,
  ).join('');
  return (
    // An empty cart keeps the modules (as the builder shows them) under the platform's notice; placing it is refused.
    `<div class="woocommerce"><div class="woocommerce-notices-wrapper">${items.length === 0 ? EMPTY_CART : ''}</div></div>` +
    '<div class="et_pb_module et_pb_wc_checkout_billing"><div class="et_pb_module_inner"><form name="checkout" method="post" class="checkout woocommerce-checkout" aria-labelledby="billing_heading" novalidate>' +
    `${noticeGroup(state?.notices ?? [])}<div class="woocommerce-billing-fields"><h2 id="billing_heading">Billing details</h2><div class="woocommerce-billing-fields__field-wrapper">${rows('billing', values, invalid)}</div></div>${accountFields(values, invalid)}</form></div></div>` +
    '<div class="et_pb_module et_pb_wc_checkout_shipping"><div class="et_pb_module_inner"><form name="checkout" method="post" class="checkout woocommerce-checkout" aria-labelledby="ship-to-different-address" novalidate>' +
    '<div class="woocommerce-shipping-fields"><h2 id="ship-to-different-address"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox">' +
    `<input id="ship-to-different-address-checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" type="checkbox" name="ship_to_different_address" value="1" aria-controls="shipping_address_fields"${shipElsewhere ? ' checked' : ''}${FORM_ATTR}> <span>Ship to a different address?</span></label></h2>` +
    `<div class="shipping_address" id="shipping_address_fields"${shipElsewhere ? '' : ' hidden'}><div class="woocommerce-shipping-fields__field-wrapper">${rows('shipping', values, invalid)}</div></div></div>` +
    '<div class="woocommerce-additional-fields"><div class="woocommerce-additional-fields__field-wrapper"><p class="form-row notes" id="order_comments_field"><label for="order_comments">Order notes <span class="optional">(optional)</span></label>' +
    `<span class="woocommerce-input-wrapper"><textarea name="order_comments" class="input-text" id="order_comments" placeholder="Notes about your order, e.g. special notes for delivery." rows="2" cols="5"${FORM_ATTR}>${escapeHtml(values.order_comments ?? '')}</textarea></span></p></div></div></form></div></div>` +
    '<div class="et_pb_module et_pb_wc_checkout_order_details"><div class="et_pb_module_inner"><h2 id="order_review_heading">Your order</h2>' +
    `<div id="order_review" class="woocommerce-checkout-review-order">${renderOrderReview(review, CHECKOUT_FORM_ID)}</div></div></div>` +
    `<div class="et_pb_module et_pb_wc_checkout_payment_info"><div class="et_pb_module_inner"><form name="checkout" method="post" class="checkout woocommerce-checkout" id="${CHECKOUT_FORM_ID}" action="${escapeHtml(action)}" aria-label="Payment" novalidate>` +
    `<input type="hidden" name="cart_hash" value="${cartHash(items)}"><input type="hidden" name="${CHECKOUT_NONCE_FIELD}" value="${escapeHtml(nonce)}">` +
    `<div id="payment" class="woocommerce-checkout-payment"><ul class="wc_payment_methods payment_methods methods">${methods}</ul>` +
    '<div class="form-row place-order"><button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Place order">Place order</button></div></div></form></div></div>'
  );
}
