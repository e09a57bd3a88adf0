import { escapeHtml } from '../html/escape-html';
import type { CartItemRow } from './cart-items-repository';
import { CART_NONCE_FIELD, type CartNotice, MAX_QUANTITY, quantityFieldName } from './cart-quantities';
import { CHECKOUT_URL } from './add-to-cart';
import { lineTotalCents, orderTotals } from './order-totals';
import { priceHtml } from './render-order-review';

/** Where the empty cart sends the visitor back to. */
const SHOP_URL = '/demo/shop.html';

/** The platform's notices wrapper: messages in `div.woocommerce-message`, errors in `ul.woocommerce-error`. */
export function renderCartNotices(notices: readonly CartNotice[]): string {
  const messages = notices.filter((notice) => notice.kind === 'message').map((notice) => `<div class="woocommerce-message" role="alert" tabindex="-1">${escapeHtml(notice.text)}</div>`).join('');
  const errors = notices.filter((notice) => notice.kind === 'error').map((notice) => `<li>${escapeHtml(notice.text)}</li>`).join('');
  return `<div class="woocommerce-notices-wrapper">${errors ? `<ul class="woocommerce-error" role="alert" tabindex="-1">${errors}</ul>` : ''}${messages}</div>`;
}

/** `?remove_item=ID&_wpnonce=…` on the cart page: the platform's remove link. */
export const removeItemUrl = (path: string, id: number, nonce: string): string => `${path}?remove_item=${id}&_wpnonce=${encodeURIComponent(nonce)}`;

function row(item: CartItemRow, path: string, nonce: string): string {
  const name = escapeHtml(item.product_name);
  const inputId = `quantity_${item.id}`;
  return (
    '<tr class="woocommerce-cart-form__cart-item cart_item">' +
    `<td class="product-remove"><a href="${escapeHtml(removeItemUrl(path, item.id, nonce))}" class="remove" aria-label="Remove “${name}” from cart" data-product_id="${item.product_id ?? ''}" data-cart_item_key="${item.id}">&times;</a></td>` +
    `<td class="product-name" data-title="Product">${name}<dl class="variation"><dt>Date:</dt><dd>${escapeHtml(item.booking_date)}</dd>${item.booking_time ? `<dt>Time:</dt><dd>${escapeHtml(item.booking_time)}</dd>` : ''}</dl></td>` +
    `<td class="product-price" data-title="Price">${priceHtml(item.price_cents)}</td>` +
    `<td class="product-quantity" data-title="Quantity"><div class="quantity"><label class="screen-reader-text cmsmf-visually-hidden" for="${inputId}">${name} quantity</label>` +
    `<input type="number" id="${inputId}" class="input-text qty text" name="${quantityFieldName(item.id)}" value="${item.quantity}" min="0" max="${MAX_QUANTITY}" step="1" inputmode="numeric" autocomplete="off"></div></td>` +
    `<td class="product-subtotal" data-title="Subtotal">${priceHtml(lineTotalCents({ priceCents: item.price_cents, quantity: item.quantity }))}</td></tr>`
  );
}

/**
 * The cart page's three page-builder modules as the platform prints them:
 * notices (`.et_pb_wc_cart_notice`), the cart form with a quantity input and
 * a remove link per line and "Update cart" (`.et_pb_wc_cart_products`), and
 * the totals with the checkout button (`.et_pb_wc_cart_totals`). The form and
 * links work without scripts (a post to `path`, a GET with a nonce); the shop
 * remote's `./cart` sends the same requests and swaps these parts. Booking
 * dates and times are visitor input, so they are escaped.
 */
export function renderCart(items: readonly CartItemRow[], path: string, nonce: string, notices: readonly CartNotice[] = []): string {
  const notice = `<div class="et_pb_module et_pb_wc_cart_notice"><div class="woocommerce">${renderCartNotices(notices)}</div></div>`;
  if (items.length === 0) {
    return (
      notice +
      '<div class="et_pb_module et_pb_wc_cart_products"><div class="woocommerce"><div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info" role="status">Your cart is currently empty.</div></div>' +
      `<p class="return-to-shop"><a class="button wc-backward" href="${SHOP_URL}">Return to shop</a></p></div></div>` +
      '<div class="et_pb_module et_pb_wc_cart_totals"><div class="woocommerce"></div></div>'
    );
  }
  const totals = orderTotals(items.map((item) => ({ priceCents: item.price_cents, quantity: item.quantity })), 0);
  return (
    notice +
    `<div class="et_pb_module et_pb_wc_cart_products"><div class="woocommerce"><form class="woocommerce-cart-form" action="${escapeHtml(path)}" method="post">` +
    '<table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents"><thead><tr><th class="product-remove"><span class="cmsmf-visually-hidden">Remove item</span></th>' +
    '<th class="product-name">Product</th><th class="product-price">Price</th><th class="product-quantity">Quantity</th><th class="product-subtotal">Subtotal</th></tr></thead>' +
    `<tbody>${items.map((item) => row(item, path, nonce)).join('')}` +
    '<tr><td colspan="5" class="actions"><button type="submit" class="button" name="update_cart" value="Update cart">Update cart</button>' +
    `<input type="hidden" name="${CART_NONCE_FIELD}" value="${escapeHtml(nonce)}"></td></tr></tbody></table></form></div></div>` +
    '<div class="et_pb_module et_pb_wc_cart_totals"><div class="woocommerce"><div class="cart-collaterals"><div class="cart_totals"><h2>Cart totals</h2>' +
    `<table class="shop_table shop_table_responsive"><tbody><tr class="cart-subtotal"><th>Subtotal</th><td data-title="Subtotal">${priceHtml(totals.subtotalCents)}</td></tr>` +
    '<tr class="shipping"><th>Shipping</th><td data-title="Shipping">Calculated at checkout</td></tr>' +
    `<tr class="order-total"><th>Total</th><td data-title="Total"><strong>${priceHtml(totals.totalCents)}</strong></td></tr></tbody></table>` +
    `<div class="wc-proceed-to-checkout"><a href="${CHECKOUT_URL}" class="checkout-button button alt wc-forward">Proceed to checkout</a></div></div></div></div></div>`
  );
}
