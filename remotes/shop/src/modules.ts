import type { ModuleDeclaration } from '@cms-mf/shared-contracts/registry/module-declaration';

/**
 * The shop remote's modules: which markup each one mounts on and when it loads. The build
 * writes them beside the remote entry and `release publish` copies them into the version's
 * pointer entry, so a module added here reaches pages with this remote's next publish, and a
 * rollback takes it away again (shared-contracts/src/registry/module-declaration.ts). Every
 * selector, data attribute and global a module reads is documented in `shared-contracts/MARKUP.md`.
 */

export const MODULES: readonly ModuleDeclaration[] = [
  // theme-frontend.md §2-§9: checkout modules mirror fields and refresh the
  // review at once (layout: the shipping block is hidden); the cart announces updates; the
  // order-received notice takes focus; add to cart waits for the visitor; stars replace the
  // review rating select when it comes into view.
  { selector: '.et_pb_wc_checkout_billing, .et_pb_wc_checkout_shipping, .et_pb_wc_checkout_order_details, .et_pb_wc_checkout_payment_info', expose: './checkout', load: 'immediate' },
  { selector: '.et_pb_wc_cart_products, .et_pb_wc_cart_totals, .et_pb_wc_cart_notice', expose: './cart', load: 'idle' },
  { selector: 'body.woocommerce-order-received', expose: './order-received', load: 'idle', pageLevel: true },
  { selector: '.eacf7-booking-date, form.cart', expose: './add-to-cart', load: 'interaction' },
  { selector: '.comment-form-rating', expose: './review-rating', load: 'visible' },
];
