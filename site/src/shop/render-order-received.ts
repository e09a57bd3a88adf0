import { escapeHtml } from '../html/escape-html';
import { PAYMENT_METHODS } from './checkout-fields';
import { priceHtml } from './render-order-review';
import type { ShopOrderLineRow, ShopOrderRow } from './shop-orders-repository';

/** Shown for a missing order or a wrong key: an order is only shown to whoever holds its key. */
export const ORDER_NOT_FOUND = 'This order cannot be shown. Please use the link from your confirmation.';

/** `?order=ID&key=…` of the order-received URL, checked before any lookup. */
export function orderReference(query: URLSearchParams): { id: number; key: string } | undefined {
  const id = query.get('order') ?? '';
  const key = query.get('key') ?? '';
  return /^\d{1,9}$/.test(id) && /^wc_order_[A-Za-z0-9_-]{8,40}$/.test(key) ? { id: Number(id), key } : undefined;
}

/** The platform's order-received ("thank you") content for a placed order. */
export function renderOrderReceived(order: { row: ShopOrderRow; lines: readonly ShopOrderLineRow[] } | undefined): string {
  if (!order) return `<div class="woocommerce"><div class="woocommerce-order"><p class="woocommerce-notice woocommerce-notice--error woocommerce-thankyou-order-failed" role="alert">${escapeHtml(ORDER_NOT_FOUND)}</p></div></div>`;
  const { row, lines } = order;
  const billing = JSON.parse(row.billing_json) as Record<string, string>;
  const payment = PAYMENT_METHODS.find((method) => method.id === row.payment_method)?.title ?? row.payment_method;
  const date = new Date(row.created_at).toLocaleDateString('en-GB', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const lineRows = lines
    .map(
      (line) =>
        `<tr class="woocommerce-table__line-item order_item"><td class="woocommerce-table__product-name product-name">${escapeHtml(line.product_name)} <strong class="product-quantity">&times;&nbsp;${line.quantity}</strong>` +
        `<dl class="variation"><dt>Date:</dt><dd>${escapeHtml(line.booking_date)}</dd>${line.booking_time ? `<dt>Time:</dt><dd>${escapeHtml(line.booking_time)}</dd>` : ''}</dl></td>` +
        `<td class="woocommerce-table__product-total product-total">${priceHtml(line.total_cents)}</td></tr>`,
    )
    .join('');
  return (
    '<div class="woocommerce"><div class="woocommerce-order">' +
    '<p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received">Thank you. Your order has been received.</p>' +
    '<ul class="woocommerce-order-overview woocommerce-thankyou-order-details order_details">' +
    `<li class="woocommerce-order-overview__order order">Order number: <strong>${row.id}</strong></li>` +
    `<li class="woocommerce-order-overview__date date">Date: <strong>${escapeHtml(date)}</strong></li>` +
    `<li class="woocommerce-order-overview__email email">Email: <strong>${escapeHtml(billing.email ?? '')}</strong></li>` +
    `<li class="woocommerce-order-overview__total total">Total: <strong>${priceHtml(row.total_cents)}</strong></li>` +
    `<li class="woocommerce-order-overview__payment-method method">Payment method: <strong>${escapeHtml(payment)}</strong></li></ul>` +
    '<section class="woocommerce-order-details"><h2 class="woocommerce-order-details__title">Order details</h2>' +
    '<table class="woocommerce-table woocommerce-table--order-details shop_table order_details"><thead><tr><th class="woocommerce-table__product-name product-name">Product</th><th class="woocommerce-table__product-table product-total">Total</th></tr></thead>' +
    `<tbody>${lineRows}</tbody><tfoot><tr><th scope="row">Subtotal:</th><td>${priceHtml(row.subtotal_cents)}</td></tr>` +
    `<tr><th scope="row">Shipping:</th><td>${priceHtml(row.shipping_cents)}&nbsp;<small class="shipped_via">via ${escapeHtml(row.shipping_label)}</small></td></tr>` +
    `<tr><th scope="row">Payment method:</th><td>${escapeHtml(payment)}</td></tr>` +
    `<tr><th scope="row">Total:</th><td>${priceHtml(row.total_cents)}</td></tr></tfoot></table></section></div></div>`
  );
}
