import { CART_PART_SELECTORS, type CartRequestKind, EMPTY_CART_SELECTOR, focusTarget, NOTICE_SELECTOR, PART_BOX } from './cart-parts';

/** A cart request answered with a page that holds no cart (a login page, an error page): nothing is swapped. */
export class CartPageMissingError extends Error {
  override readonly name = 'CartPageMissingError';
  constructor() {
    super('the answer to the cart request holds no cart');
  }
}

export const isCartPageMissingError = (error: unknown): error is CartPageMissingError => (error as { name?: unknown } | null)?.name === 'CartPageMissingError';

const box = (root: ParentNode, selector: string): Element | null => root.querySelector(selector)?.querySelector(PART_BOX) ?? null;

/**
 * Puts the cart parts of a fetched cart page in place of this page's (the
 * platform's `update_wc_div`): notices, the cart form and the totals, each
 * cleaned by `sanitise` first. Then moves focus (cart-parts.ts focusTarget).
 * Returns whether the cart is now empty.
 * @throws CartPageMissingError when the fetched page has no cart.
 */
export function swapCartParts(doc: Document, fetched: Document, sanitise: (root: Element) => Element, request: { kind: CartRequestKind; focusedId: string | null }): { empty: boolean } {
  if (!box(fetched, '.et_pb_wc_cart_products')) throw new CartPageMissingError();
  for (const selector of CART_PART_SELECTORS) {
    const current = box(doc, selector);
    const fresh = box(fetched, selector);
    if (current && fresh) current.replaceWith(doc.importNode(sanitise(fresh), true));
  }
  const empty = box(doc, '.et_pb_wc_cart_products')?.querySelector(EMPTY_CART_SELECTOR) ?? null;
  const notice = doc.querySelector('.et_pb_wc_cart_notice')?.querySelector<HTMLElement>(NOTICE_SELECTOR) ?? null;
  const target = focusTarget({ ...request, present: (id) => doc.getElementById(id) !== null, hasNotice: notice !== null, empty: empty !== null });
  const focusable = target.kind === 'id' ? doc.getElementById(target.id) : target.kind === 'notice' ? notice : target.kind === 'empty' ? (empty as HTMLElement | null) : null;
  if (focusable) {
    if (target.kind !== 'id' && !focusable.hasAttribute('tabindex')) focusable.tabIndex = -1;
    focusable.focus();
  }
  return { empty: empty !== null };
}
