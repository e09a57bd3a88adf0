import type { FeatureModule, ModuleContext, Unmount } from '@cms-mf/shared-contracts';
import { createShopEvents, jQueryOf } from '../shop-events';

/**
 * `./order-received`, mounted on `body.woocommerce-order-received`: the
 * thank-you (or order-failed) notice takes focus, so a screen reader reads
 * the outcome first; and since placing the order emptied the cart, the page
 * raises `wc_cart_emptied` for the cart widgets when the platform's script
 * is not there to do it.
 */
export const orderReceivedModule: FeatureModule = {
  mount(el: Element, _ctx: ModuleContext): Unmount {
    const doc = el.ownerDocument;
    const win = doc.defaultView;
    const notice = doc.querySelector<HTMLElement>('.woocommerce-thankyou-order-received, .woocommerce-thankyou-order-failed');
    if (!notice || !win) return () => undefined;
    const untouched = doc.activeElement === null || doc.activeElement === doc.body;
    const added = untouched && !notice.hasAttribute('tabindex');
    if (added) notice.tabIndex = -1;
    if (untouched) notice.focus({ preventScroll: true });
    const jQuery = jQueryOf(win);
    if (!jQuery && notice.classList.contains('woocommerce-thankyou-order-received')) createShopEvents(doc.body, undefined).trigger('wc_cart_emptied');
    return () => {
      if (added) notice.removeAttribute('tabindex');
    };
  },
};
