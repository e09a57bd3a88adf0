/** A widget search narrower than this gets `et-narrow-wrapper` (its button goes under the field). */
export const NARROW_WIDGET_PX = 150;

/** The classes the theme gives a widget search (`et_pb_custom.widget_search_selector`, MARKUP-FACTS "Search module"). */
export function widgetSearchClasses(widthPx: number, hasSubmitButton: boolean): { readonly narrow: boolean; readonly noSubmitButton: boolean } {
  return { narrow: widthPx > 0 && widthPx < NARROW_WIDGET_PX, noSubmitButton: !hasSubmitButton };
}

/** A search worth sending: something other than white space. */
export function isSearchable(query: string): boolean {
  return query.trim() !== '';
}

/** The widget search selector from `et_pb_custom`, or the theme's default; anything that is not a plain selector list falls back. */
export function widgetSearchSelector(configured: unknown): string {
  const fallback = '.widget_search';
  if (typeof configured !== 'string') return fallback;
  const value = configured.trim();
  return value !== '' && value.length <= 200 && /^[\w\s.#,:>[\]="'-]+$/.test(value) ? value : fallback;
}
