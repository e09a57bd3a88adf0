import type { Context, Next } from 'hono';
import { getCookie } from 'hono/cookie';
import { readFormBody } from '../form-body/read-form-body';
import { addToCartFromLink } from './add-to-cart-link';
import { pageFileFor, pageResponse, readPage } from '../pages/pages-route';
import { replacePlaceholders } from '../pages/placeholders';
import type { SiteState } from '../site-state';
import { CART_NONCE_ACTION, CART_NONCE_FAILED, CART_NONCE_FIELD, CART_UPDATED, type CartNotice, cartUpdate, removedNotice } from './cart-quantities';
import { readCheckoutValues } from './checkout';
import { CHECKOUT_NONCE_ACTION, CHECKOUT_NONCE_FAILED, CHECKOUT_NONCE_FIELD } from './checkout-page-state';
import { placeOrder } from './place-order';
import type { ShopPageState } from './render-shop-placeholder';
import { type VisitorCart, visitorCart } from './visitor-cart';

/** Which shop placeholders a page holds. */
function shopParts(source: string): { cart: boolean; checkout: boolean } {
  const parts = { cart: false, checkout: false };
  replacePlaceholders(source, (placeholder) => {
    if (placeholder.name === 'cart' || placeholder.name === 'checkout') parts[placeholder.name] = true;
    return undefined;
  });
  return parts;
}

const cartOf = (c: Context, state: SiteState): VisitorCart | undefined =>
  visitorCart({ repos: state.repos, cookies: { get: (name) => getCookie(c, name), set: () => undefined } });

function render(c: Context, state: SiteState, source: string, shop: ShopPageState, status?: 200 | 403): Response {
  const url = new URL(c.req.url);
  return pageResponse(c, state, source, { path: c.req.path, origin: url.origin, query: url.searchParams, shop }, status);
}

/**
 * Posts to a page holding the shop's checkout or cart, as the platform takes
 * them without scripts (and as the shop remote sends them):
 * - the checkout form (`woocommerce_checkout_place_order` or the checkout
 *   nonce): placed, then 303 to the order-received page; or refused, and the
 *   page shows again with the notices and every typed value;
 * - the cart form (`update_cart`): quantities set (0 removes), then the page
 *   again with "Cart updated." or the errors.
 * Anything else goes to the next handler (a contact form on the same page).
 */
export function createShopPostHandler(state: SiteState) {
  return async (c: Context, next: Next): Promise<Response | void> => {
    const source = await readPage(pageFileFor(state.config.pagesDir, c.req.path));
    const parts = source === null ? undefined : shopParts(source);
    if (source === null || !parts || (!parts.cart && !parts.checkout)) return next();
    // Read a copy, so that a post that is not the shop's reaches the next handler whole.
    const body = await readFormBody(c.req.raw.clone());
    if (!body.ok) return next();
    const posted = body.fields.textValues();
    const nonceOf = (name: string) => (typeof posted[name] === 'string' ? posted[name] : undefined);
    if (parts.checkout && (CHECKOUT_NONCE_FIELD in posted || 'woocommerce_checkout_place_order' in posted)) {
      let values: Record<string, string>;
      try {
        values = readCheckoutValues(body.fields);
      } catch {
        return c.text('Bad request', 400);
      }
      if (!state.nonces.verify(CHECKOUT_NONCE_ACTION, nonceOf(CHECKOUT_NONCE_FIELD))) {
        return render(c, state, source, { checkout: { values, notices: [{ id: '', message: CHECKOUT_NONCE_FAILED }] } }, 403);
      }
      const answer = await placeOrder(values, cartOf(c, state), state.repos, state.now());
      if (answer.result === 'success') return c.redirect(answer.redirect, 303);
      return render(c, state, source, { checkout: { values, notices: answer.messages } });
    }
    if (parts.cart && 'update_cart' in posted) {
      if (!state.nonces.verify(CART_NONCE_ACTION, nonceOf(CART_NONCE_FIELD))) return render(c, state, source, { cartNotices: [{ kind: 'error', text: CART_NONCE_FAILED }] }, 403);
      const cart = cartOf(c, state);
      const notices: CartNotice[] = [];
      if (cart) {
        const update = cartUpdate(cart.items, posted);
        state.repos.transaction(() => {
          for (const change of update.changes) {
            if (change.quantity === 0) state.repos.cartItems.remove(cart.tokenHash, change.id);
            else state.repos.cartItems.setQuantity(cart.tokenHash, change.id, change.quantity);
          }
        });
        notices.push(...update.errors);
        if (update.changes.length > 0 || update.errors.length === 0) notices.push({ kind: 'message', text: CART_UPDATED });
      }
      return render(c, state, source, { cartNotices: notices });
    }
    return next();
  };
}

const ITEM_ID = /^\d{1,9}$/;

/**
 * GETs of a shop page that change the cart, as on the platform:
 * - add-to-cart links (`?add-to-cart=ID&booking_date=…`, add-to-cart-link.ts),
 *   then 303 to the page itself; a refused booking shows the page with why;
 * - remove links (`?remove_item=ID&_wpnonce=…`): the line goes when it is in
 *   the visitor's own cart and the nonce is good, and the cart page shows
 *   with "“Name” removed.".
 * Other GETs go on to the page handler.
 */
export function createShopGetHandler(state: SiteState) {
  return async (c: Context, next: Next): Promise<Response | void> => {
    const removeItem = c.req.query('remove_item');
    const addItem = c.req.query('add-to-cart');
    if (removeItem === undefined && addItem === undefined) return next();
    const source = await readPage(pageFileFor(state.config.pagesDir, c.req.path));
    const parts = source === null ? undefined : shopParts(source);
    if (source === null || !parts || (!parts.cart && !parts.checkout)) return next();
    if (addItem !== undefined) {
      const result = await addToCartFromLink(c, state, addItem);
      // Added: the page again without the query, so a reload adds nothing twice.
      if (result.added) return c.redirect(c.req.path, 303);
      const notice = { id: '', message: result.message };
      return render(c, state, source, parts.checkout ? { checkout: { values: {}, notices: [notice] } } : { cartNotices: [{ kind: 'error', text: result.message }] });
    }
    if (removeItem === undefined || !parts.cart) return next();
    if (!state.nonces.verify(CART_NONCE_ACTION, c.req.query('_wpnonce'))) return render(c, state, source, { cartNotices: [{ kind: 'error', text: CART_NONCE_FAILED }] }, 403);
    const cart = cartOf(c, state);
    const item = ITEM_ID.test(removeItem) ? cart?.items.find((candidate) => candidate.id === Number(removeItem)) : undefined;
    if (!cart || !item) return render(c, state, source, {});
    state.repos.cartItems.remove(cart.tokenHash, item.id);
    return render(c, state, source, { cartNotices: [removedNotice(item.product_name)] });
  };
}
