import type { Repositories } from '../db/repositories';
import type { NonceService } from '../nonce/nonce-service';
import { CART_NONCE_ACTION, type CartNotice } from './cart-quantities';
import { CHECKOUT_NONCE_ACTION, type CheckoutPageState } from './checkout-page-state';
import { renderCart } from './render-cart';
import { renderCheckout } from './render-checkout';
import { orderReference, renderOrderReceived } from './render-order-received';

/** What a post to a shop page leaves to show: a refused checkout, or the cart's notices. */
export interface ShopPageState {
  readonly checkout?: CheckoutPageState;
  readonly cartNotices?: readonly CartNotice[];
}

/** What a shop placeholder needs of the request. */
export interface ShopPageRequest {
  readonly path: string;
  readonly query: URLSearchParams;
  readonly cartTokenHash?: string;
  readonly shop?: ShopPageState;
}

/**
 * The shop's page placeholders: `cart`, `checkout` and `order-received`
 * (site/pages/README.md); undefined for any other name.
 */
export function renderShopPlaceholder(name: string, request: ShopPageRequest, site: { readonly repos: Repositories; readonly nonces: NonceService }): string | undefined {
  const { repos } = site;
  const items = () => (request.cartTokenHash ? repos.cartItems.forCart(request.cartTokenHash) : []);
  switch (name) {
    case 'cart':
      return renderCart(items(), request.path, site.nonces.mint(CART_NONCE_ACTION), request.shop?.cartNotices);
    case 'checkout':
      return renderCheckout(items(), request.path, site.nonces.mint(CHECKOUT_NONCE_ACTION), request.shop?.checkout);
    case 'order-received': {
      const reference = orderReference(request.query);
      const row = reference && repos.shopOrders.byIdAndKey(reference.id, reference.key);
      return renderOrderReceived(row ? { row, lines: repos.shopOrders.lines(row.id) } : undefined);
    }
    default:
      return undefined;
  }
}
