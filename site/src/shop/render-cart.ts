import type { CartItemRow } from './cart-items-repository';
import { escapeHtml } from '../html/escape-html';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * The shop's cart table (`.et_pb_wc_cart_products` module markup) for the
 * visitor's cart cookie: the bookings `eacf7_add_to_cart` put there, priced by
 * the server. Booking dates and times are visitor input, so they are escaped.
 */
export function renderCart(items: readonly CartItemRow[]): string {
  const rows = items
    .map(
      (item) =>
        `<tr class="woocommerce-cart-form__cart-item cart_item"><td class="product-name">${escapeHtml(item.product_name)}` +
        `<dl class="variation"><dt>Date:</dt><dd>${escapeHtml(item.booking_date)}</dd>${item.booking_time ? `<dt>Time:</dt><dd>${escapeHtml(item.booking_time)}</dd>` : ''}</dl></td>` +
        `<td class="product-price">${money(item.price_cents)}</td></tr>`,
    )
    .join('');
  const total = items.reduce((sum, item) => sum + item.price_cents, 0);
  const body = items.length === 0 ? '<p class="cart-empty woocommerce-info">Your cart is currently empty.</p>' : (
    `<table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents"><thead><tr><th class="product-name">Product</th><th class="product-price">Price</th></tr></thead>` +
    `<tbody>${rows}</tbody><tfoot><tr class="order-total"><th>Total</th><td>${money(total)}</td></tr></tfoot></table>`
  );
  return `<div class="et_pb_module et_pb_wc_cart_products"><div class="woocommerce">${body}</div></div>`;
}
