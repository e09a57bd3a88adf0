/**
 * Sticky module settings (theme-frontend.md §3), one value per module order
 * class in `et_pb_sticky_elements` (MARKUP-FACTS §1.0).
 */
export type StickyPosition = 'none' | 'top' | 'bottom' | 'top_bottom';
export type StickyLimit = 'body' | 'section' | 'row' | 'column';

export interface StickyStyles {
  readonly width?: string;
  readonly 'max-width'?: string;
  readonly module_alignment?: string;
}

export interface StickyStickyStyles {
  readonly width?: string;
  readonly 'max-width'?: string;
  /** Origin as `{vertical}_{horizontal}`, e.g. `top_left`. */
  readonly position_origin_r?: `${string}_${string}`;
  readonly vertical_offset?: string;
  readonly horizontal_offset?: string;
}

export interface StickySettings {
  readonly id: string;
  readonly selector: string;
  readonly position: StickyPosition;
  /** CSS length, e.g. `0px`. */
  readonly topOffset?: string | number;
  readonly bottomOffset?: string | number;
  /** Values other than body/section/row/column are ignored (§5). */
  readonly topLimit?: StickyLimit | string;
  readonly bottomLimit?: StickyLimit | string;
  /** `on`: the offset also counts sticky modules above/below. */
  readonly offsetSurrounding?: 'on' | 'off';
  readonly transition?: 'on' | 'off';
  readonly styles?: StickyStyles;
  /** Computed at run time by the builder scripts, not printed by the server (MARKUP-FACTS §1.0). */
  readonly stickyStyles?: StickyStickyStyles;
}

/** The page global, keyed by module order class. */
export type StickyElements = Readonly<Record<string, StickySettings>>;
