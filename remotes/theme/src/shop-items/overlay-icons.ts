/**
 * The overlay icon of a shop, upsells or related-products module, per device
 * (MARKUP-FACTS "Shop / Woo loops"): the module prints `data-icon`,
 * `data-icon-tablet`, `data-icon-phone` and `data-icon-sticky`; each one set
 * goes to every item's `.et_overlay` with its inline-icon class, from which the
 * theme's stylesheet draws that device's glyph.
 */
export interface OverlayIcon {
  /** The attribute set on the overlay, named as on the module. */
  readonly attribute: string;
  readonly value: string;
  /** The class that tells the stylesheet to draw the attribute's glyph. */
  readonly className: string;
}

const DEVICES = [
  ['data-icon', 'et_pb_inline_icon'],
  ['data-icon-tablet', 'et_pb_inline_icon_tablet'],
  ['data-icon-phone', 'et_pb_inline_icon_phone'],
  ['data-icon-sticky', 'et_pb_inline_icon_sticky'],
] as const;

/** The icons a module sets, from its attributes (`read` answers null or '' for one it lacks). */
export function overlayIcons(read: (attribute: string) => string | null): OverlayIcon[] {
  return DEVICES.flatMap(([attribute, className]) => {
    const value = read(attribute) ?? '';
    return value === '' ? [] : [{ attribute, value, className }];
  });
}

/**
 * The order class of a shop module's item: `et_pb_shop_item_{index}_{n}`, by the
 * module's `data-shortcode_index` and the item's place in the loop, which the
 * builder's per-item styles are keyed on.
 */
export function shopItemClass(shortcodeIndex: string, position: number): string {
  return `et_pb_shop_item_${shortcodeIndex}_${position}`;
}
