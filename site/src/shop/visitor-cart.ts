import { CART_COOKIE, hashToken, TOKEN_PATTERN } from '../accounts/session-cookie';
import type { ActionContext } from '../ajax/action-context';
import type { CartItemRow } from './cart-items-repository';

/** The visitor's own cart: found only by the token in their cookie, never by anything posted. */
export type VisitorCart = { readonly tokenHash: string; readonly items: readonly CartItemRow[] };

/**
 * The cart of the request's cart cookie, when it names a cart this site
 * issued and that holds something; undefined for no cookie, a forged or
 * expired token, or an empty cart (all refused the same way).
 */
export function visitorCart(context: Pick<ActionContext, 'cookies' | 'repos'>): VisitorCart | undefined {
  const token = context.cookies.get(CART_COOKIE);
  if (!token || !TOKEN_PATTERN.test(token)) return undefined;
  const tokenHash = hashToken(token);
  if (!context.repos.carts.exists(tokenHash)) return undefined;
  const items = context.repos.cartItems.forCart(tokenHash);
  return items.length === 0 ? undefined : { tokenHash, items };
}
