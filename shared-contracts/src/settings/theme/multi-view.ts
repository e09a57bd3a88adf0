/**
 * Multi-view data (theme-frontend.md §3), the JSON of `[data-et-multi-view]`
 * (MARKUP-FACTS §1.5).
 */
export const MULTI_VIEW_MODES = ['desktop', 'tablet', 'phone', 'hover'] as const;
export type MultiViewMode = (typeof MULTI_VIEW_MODES)[number];

/** One value per mode. */
export type ByMultiViewMode<T> = { readonly [M in MultiViewMode]?: T };

export interface MultiViewClasses {
  readonly add?: readonly string[];
  readonly remove?: readonly string[];
}

export interface MultiViewSchema {
  /** Inner HTML per mode (sanitise before use). */
  readonly content?: ByMultiViewMode<string>;
  readonly attrs?: ByMultiViewMode<Readonly<Record<string, string>>>;
  readonly styles?: ByMultiViewMode<Readonly<Record<string, string>>>;
  readonly classes?: ByMultiViewMode<MultiViewClasses>;
  /** Shown or hidden per mode; the builder prints it as text or boolean. */
  readonly visibility?: ByMultiViewMode<string | boolean>;
}

export interface MultiViewData {
  /** Module slug, e.g. `et_pb_counter`; selects the per-module handler. */
  readonly slug: string;
  /** Selector of the element to change, when not the element itself. */
  readonly target?: string;
  /** Selector of the element whose hover switches to the `hover` mode. */
  readonly hover_selector?: string;
  readonly schema: MultiViewSchema;
}

/** Attribute that carries the JSON. */
export const MULTI_VIEW_ATTRIBUTE = 'data-et-multi-view';
