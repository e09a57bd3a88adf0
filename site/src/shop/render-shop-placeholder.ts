import type { Repositories } from '../db/repositories';
import { renderCart } from './render-cart';
import { renderCheckout } from './render-checkout';
import { orderReference, renderOrderReceived } from './render-order-received';

/** What a shop placeholder needs of the request. */
export interface ShopPageRequest {
  readonly path: string;
  readonly query: URLSearchParams;
  readonly cartTokenHash?: string;
}

/**
 * The shop's page placeholders: `cart`, `checkout` and `order-received`
 * (site/pages/README.md); undefined for any other name.
 */
export function renderShopPlaceholder(name: string, request: ShopPageRequest, repos: Repositories): string | undefined {
  const items = () => (request.cartTokenHash ? repos.cartItems.forCart(request.cartTokenHash) : []);
  switch (name) {
    case 'cart':
      return renderCart(items());
    case 'checkout':
      return renderCheckout(items(), request.path);
    case 'order-received': {
      const reference = orderReference(request.query);
      const row = reference && repos.shopOrders.byIdAndKey(reference.id, reference.key);
      return renderOrderReceived(row ? { row, lines: repos.shopOrders.lines(row.id) } : undefined);
    }
    default:
      return undefined;
  }
}
