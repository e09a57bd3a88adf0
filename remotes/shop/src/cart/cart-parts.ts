/**
 * The cart page's parts as the platform prints them (MARKUP-FACTS.md "WooCommerce
 * checkout modules"; site/src/shop/render-cart.ts): each page-builder module
 * wraps one `.woocommerce` box, which a cart update swaps whole.
 */
export const CART_PART_SELECTORS = ['.et_pb_wc_cart_notice', '.et_pb_wc_cart_products', '.et_pb_wc_cart_totals'] as const;

/** The box inside a module that an update replaces. */
export const PART_BOX = ':scope > .woocommerce';

/** The platform's empty-cart notice. */
export const EMPTY_CART_SELECTOR = '.cart-empty';

/** Notices the update may print, first the errors (as the platform lists them). */
export const NOTICE_SELECTOR = '.woocommerce-error, .woocommerce-message, .woocommerce-info';

/** What a cart request was, for where focus goes after it. */
export type CartRequestKind = 'update' | 'remove';

/**
 * Where focus goes once the cart is swapped: the same control when it is
 * still there after an update (a visitor changing several quantities keeps
 * their place), else the first notice (which says what happened: removed,
 * updated, or what was wrong), else the empty-cart notice. Ids are the
 * server's, stable across renders (`quantity_12`, …).
 */
export function focusTarget(input: { kind: CartRequestKind; focusedId: string | null; present: (id: string) => boolean; hasNotice: boolean; empty: boolean }): { kind: 'id'; id: string } | { kind: 'notice' } | { kind: 'empty' } | { kind: 'none' } {
  if (input.kind === 'update' && input.focusedId && input.present(input.focusedId) && !input.empty) return { kind: 'id', id: input.focusedId };
  if (input.hasNotice) return { kind: 'notice' };
  if (input.empty) return { kind: 'empty' };
  return { kind: 'none' };
}
