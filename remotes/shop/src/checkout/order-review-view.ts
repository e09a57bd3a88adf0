import type { OrderReview } from '@cms-mf/shared-contracts/actions';

type Doc = Document;
const el = <K extends keyof HTMLElementTagNameMap>(doc: Doc, tag: K, attrs: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] => {
  const node = doc.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
};

/** The platform's price markup, built from a number (never from server HTML). */
export function priceNode(doc: Doc, cents: number): HTMLElement {
  return el(doc, 'span', { class: 'woocommerce-Price-amount amount' }, el(doc, 'bdi', {}, el(doc, 'span', { class: 'woocommerce-Price-currencySymbol' }, '$'), (cents / 100).toFixed(2)));
}

/** The same radio id the server prints (`shipping_method_0_flat_rate1`). */
const radioId = (methodId: string) => `shipping_method_0_${methodId.replace(/[^A-Za-z0-9_-]/g, '')}`;

/**
 * The order review table from the server's numbers, with the same classes
 * and ids as the server's first render (site/src/shop/render-order-review.ts),
 * so the platform's styles and our listeners keep working after a refresh.
 *
 * DOM, not a component: it stands in for the server's table in the server's
 * place (`#order_review`), where the platform's script and ours find it by
 * those ids, and the checkout page loads no preact (a component would add
 * ~13 KB gz to a page the benchmark holds to +3 KB).
 */
export function renderOrderReviewTable(doc: Doc, review: OrderReview): HTMLTableElement {
  const lines = review.lines.map((line) => {
    const variation = el(doc, 'dl', { class: 'variation' }, el(doc, 'dt', {}, 'Date:'), el(doc, 'dd', {}, line.bookingDate));
    if (line.bookingTime) variation.append(el(doc, 'dt', {}, 'Time:'), el(doc, 'dd', {}, line.bookingTime));
    return el(doc, 'tr', { class: 'cart_item' },
      el(doc, 'td', { class: 'product-name' }, `${line.name}\u00a0`, el(doc, 'strong', { class: 'product-quantity' }, `\u00d7\u00a0${line.quantity}`), variation),
      el(doc, 'td', { class: 'product-total' }, priceNode(doc, line.totalCents)));
  });
  const shipping = review.shippingMethods.length === 0
    ? el(doc, 'p', { class: 'woocommerce-shipping-destination' }, 'There are no shipping options available. Please ensure that your address has been entered correctly, or contact us if you need any help.')
    : el(doc, 'ul', { id: 'shipping_method', class: 'woocommerce-shipping-methods' }, ...review.shippingMethods.map((method) => {
      const id = radioId(method.id);
      const input = el(doc, 'input', { type: 'radio', name: 'shipping_method[0]', 'data-index': '0', id, value: method.id, class: 'shipping_method' });
      input.checked = method.id === review.chosenMethod;
      const label = el(doc, 'label', { for: id }, method.label);
      if (method.costCents > 0) label.append(': ', priceNode(doc, method.costCents));
      return el(doc, 'li', {}, input, label);
    }));
  return el(doc, 'table', { class: 'shop_table woocommerce-checkout-review-order-table' },
    el(doc, 'thead', {}, el(doc, 'tr', {}, el(doc, 'th', { class: 'product-name' }, 'Product'), el(doc, 'th', { class: 'product-total' }, 'Subtotal'))),
    el(doc, 'tbody', {}, ...lines),
    el(doc, 'tfoot', {},
      el(doc, 'tr', { class: 'cart-subtotal' }, el(doc, 'th', {}, 'Subtotal'), el(doc, 'td', {}, priceNode(doc, review.subtotalCents))),
      el(doc, 'tr', { class: 'woocommerce-shipping-totals shipping' }, el(doc, 'th', {}, 'Shipping'), el(doc, 'td', { 'data-title': 'Shipping' }, shipping)),
      el(doc, 'tr', { class: 'order-total' }, el(doc, 'th', {}, 'Total'), el(doc, 'td', {}, el(doc, 'strong', {}, priceNode(doc, review.totalCents))))));
}

/** Words for the status region after a refresh. */
export const totalAnnouncement = (review: OrderReview): string => `Order total updated: $${(review.totalCents / 100).toFixed(2)}`;
