import type { OrderReview } from '@cms-mf/shared-contracts/actions';
import { escapeHtml } from '../html/escape-html';
import { SHIPPING_METHOD_FIELD } from './checkout-fields';

/** The platform's price markup. */
export function priceHtml(cents: number): string {
  return `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">$</span>${(cents / 100).toFixed(2)}</bdi></span>`;
}

/** `shipping_method_0_flat_rate1`: the platform's radio id for a method. */
export const shippingRadioId = (methodId: string): string => `shipping_method_0_${methodId.replace(/[^A-Za-z0-9_-]/g, '')}`;

function shippingRow(review: OrderReview, formId: string | undefined): string {
  const formAttr = formId ? ` form="${escapeHtml(formId)}"` : '';
  const options = review.shippingMethods
    .map((method) => {
      const id = shippingRadioId(method.id);
      const checked = method.id === review.chosenMethod ? ' checked' : '';
      const price = method.costCents === 0 ? '' : `: ${priceHtml(method.costCents)}`;
      return `<li><input type="radio" name="${SHIPPING_METHOD_FIELD}" data-index="0" id="${id}" value="${escapeHtml(method.id)}" class="shipping_method"${checked}${formAttr}><label for="${id}">${escapeHtml(method.label)}${price}</label></li>`;
    })
    .join('');
  const body = review.shippingMethods.length === 0
    ? '<p class="woocommerce-shipping-destination">There are no shipping options available. Please ensure that your address has been entered correctly, or contact us if you need any help.</p>'
    : `<ul id="shipping_method" class="woocommerce-shipping-methods">${options}</ul>`;
  return `<tr class="woocommerce-shipping-totals shipping"><th>Shipping</th><td data-title="Shipping">${body}</td></tr>`;
}

/**
 * The order review table (`.woocommerce-checkout-review-order-table`) the
 * shop remote re-renders from `woocommerce_update_order_review`; the same
 * structure, printed by the server for the first view and without scripts.
 * `formId` names the form the shipping radios are posted with.
 */
export function renderOrderReview(review: OrderReview, formId?: string): string {
  const lines = review.lines
    .map(
      (line) =>
        `<tr class="cart_item"><td class="product-name">${escapeHtml(line.name)}&nbsp;<strong class="product-quantity">&times;&nbsp;${line.quantity}</strong>` +
        `<dl class="variation"><dt>Date:</dt><dd>${escapeHtml(line.bookingDate)}</dd>${line.bookingTime ? `<dt>Time:</dt><dd>${escapeHtml(line.bookingTime)}</dd>` : ''}</dl></td>` +
        `<td class="product-total">${priceHtml(line.totalCents)}</td></tr>`,
    )
    .join('');
  return (
    '<table class="shop_table woocommerce-checkout-review-order-table">' +
    '<thead><tr><th class="product-name">Product</th><th class="product-total">Subtotal</th></tr></thead>' +
    `<tbody>${lines}</tbody>` +
    `<tfoot><tr class="cart-subtotal"><th>Subtotal</th><td>${priceHtml(review.subtotalCents)}</td></tr>${shippingRow(review, formId)}` +
    `<tr class="order-total"><th>Total</th><td><strong>${priceHtml(review.totalCents)}</strong></td></tr></tfoot></table>`
  );
}
