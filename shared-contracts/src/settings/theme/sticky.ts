import type { STICKY_LIMIT_VALUES, STICKY_POSITIONS } from '../../constants/theme-builder';

/**
 * Sticky module settings (theme-frontend.md §3), one value per module order
 * class in `et_pb_sticky_elements` (MARKUP-FACTS §1.0).
 */
export type StickyPosition = (typeof STICKY_POSITIONS)[number];
export type StickyLimit = (typeof STICKY_LIMIT_VALUES)[number];

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

/** Offsets of a box, px. */
export interface BoxOffsets {
  readonly top: number;
  readonly left: number;
  readonly right: number;
  readonly bottom: number;
}

/** Where a sticky module stops, measured. */
export interface StickyLimitSettings {
  readonly limit: StickyLimit;
  readonly height: number;
  readonly width: number;
  readonly offsets: BoxOffsets;
}

/** Per-module runtime state of the sticky engine (§3 "Sticky per-module runtime state"). */
export interface StickyModuleState {
  readonly id: string;
  readonly isSticky: boolean;
  readonly isPaused: boolean;
  /** Scroll position at which the module paused at its limit. */
  readonly pauseScrollTop: number;
  readonly width: number;
  readonly height: number;
  readonly widthSticky: number;
  readonly heightSticky: number;
  readonly paddingSticky: number;
  readonly offsets: BoxOffsets;
  readonly customTopOffset: number;
  readonly customBottomOffset: number;
  readonly topLimitSettings: StickyLimitSettings | null;
  readonly bottomLimitSettings: StickyLimitSettings | null;
  /** Ids of sticky modules whose height adds to this one's top offset. */
  readonly topOffsetModules: readonly string[];
  readonly bottomOffsetModules: readonly string[];
  readonly isEqualizedColumn: boolean;
  readonly isInsideTbHeader: boolean;
  readonly isInsideTbFooter: boolean;
}
