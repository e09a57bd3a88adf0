import { defineModule } from '@cms-mf/shared-contracts';
import { createDomRestorer } from '../dom/dom-restorer';
import { overlayIcons, shopItemClass } from './overlay-icons';

/**
 * Where a module's items carry their overlay and where its icons are printed. The
 * second theme's related products draw `.et_pb_extra_overlay` instead, and print the
 * icons on the parent of the overlay's `.et_pb_module_inner`.
 */
function overlaysOf(module: Element): { overlays: Element[]; iconSource: Element | null } {
  const overlays = [...module.querySelectorAll('.et_overlay')];
  if (overlays.length > 0 || !module.matches('.et_pb_wc_related_products')) return { overlays, iconSource: module };
  const extra = [...module.querySelectorAll('.et_pb_extra_overlay')];
  return { overlays: extra, iconSource: extra[0]?.closest('.et_pb_module_inner')?.parentElement ?? null };
}

/**
 * `./shop-items`: the decoration of a shop loop (`.et_pb_shop`, `.et_pb_wc_upsells`,
 * `.et_pb_wc_related_products`; MARKUP-FACTS "Shop / Woo loops"): each item's image
 * overlay gets the module's icon per device, and a shop module's items their order
 * classes `et_pb_shop_item_{index}_{n}`. Everything it set is taken back on unmount.
 * The hover colours of the price and title are the stylesheet's (`li.product:hover`).
 */
export const shopItemsModule = defineModule((el, _ctx, signal) => {
  const restorer = createDomRestorer();
  signal.addEventListener('abort', () => restorer.restore(), { once: true });

  const { overlays, iconSource } = overlaysOf(el);
  const icons = iconSource ? overlayIcons((name) => iconSource.getAttribute(name)) : [];
  for (const overlay of overlays) {
    for (const icon of icons) {
      restorer.attr(overlay, icon.attribute, icon.value);
      restorer.toggleClass(overlay, icon.className, true);
    }
  }

  // Without its index a module cannot name its items apart from another shop's (the theme would write "undefined").
  const index = el.matches('.et_pb_shop') ? el.getAttribute('data-shortcode_index') : null;
  if (index !== null && /^\d{1,4}$/.test(index)) {
    el.querySelectorAll('li.product').forEach((item, position) => restorer.toggleClass(item, shopItemClass(index, position), true));
  }
});
