import type { FeatureModule, ModuleContext, Unmount } from '@cms-mf/shared-contracts';
import { createShopEvents, jQueryOf } from '../shop-events';

/** What the status region says after the platform's cart events. */
export const CART_ANNOUNCEMENTS = { updated_wc_div: 'Cart updated.', wc_cart_emptied: 'Your cart is now empty.' } as const;

/**
 * `./cart`, mounted on the cart modules (`.et_pb_wc_cart_products`,
 * `.et_pb_wc_cart_totals`, `.et_pb_wc_cart_notice`): the platform replaces
 * their content after a cart update (`updated_wc_div`) or when the last item
 * goes (`wc_cart_emptied`); we tell assistive technology what happened in a
 * status region the module owns, and mark the module empty
 * (`et_pb_wc_cart_empty`) so an empty totals box can be hidden by CSS.
 */
export const cartModule: FeatureModule = {
  mount(el: Element, _ctx: ModuleContext): Unmount {
    const doc = el.ownerDocument;
    const win = doc.defaultView;
    if (!win) return () => undefined;
    const controller = new AbortController();
    const events = createShopEvents(doc.body, jQueryOf(win));
    const status = doc.createElement('p');
    status.className = 'cmsmf-visually-hidden';
    status.setAttribute('role', 'status');
    el.append(status);
    const markEmpty = () => el.classList.toggle('et_pb_wc_cart_empty', el.querySelector('.cart-empty') !== null);
    markEmpty();
    for (const name of ['updated_wc_div', 'wc_cart_emptied'] as const) {
      events.on(name, () => {
        if (!status.isConnected) el.append(status);
        status.textContent = CART_ANNOUNCEMENTS[name];
        markEmpty();
      }, controller.signal);
    }
    return () => {
      controller.abort();
      status.remove();
      el.classList.remove('et_pb_wc_cart_empty');
    };
  },
};
