import { TABLET_MAX_WIDTH } from '../core/breakpoints';

/** The admin bar's offset applies only above this window width, px (theme-frontend.md §9). */
const ADMIN_BAR_MIN_WIDTH = 600;

export interface FullscreenInput {
  readonly viewportHeight: number;
  readonly windowWidth: number;
  /** Height of `#wpadminbar`, 0 when absent. */
  readonly adminBar: number;
  /** Height of a fixed `#main-header` (body `et_fixed_nav`), 0 otherwise. */
  readonly fixedHeader: number;
}

/**
 * The height of a fullscreen section (theme-frontend.md §2 "Fullscreen
 * sections"): the viewport less what covers its top — the admin bar above
 * 600 px and the fixed header above 980 px (§9 "Breakpoints").
 */
export function fullscreenHeight({ viewportHeight, windowWidth, adminBar, fixedHeader }: FullscreenInput): number {
  const covered = (windowWidth > ADMIN_BAR_MIN_WIDTH ? adminBar : 0) + (windowWidth > TABLET_MAX_WIDTH ? fixedHeader : 0);
  return Math.max(0, Math.round(viewportHeight - covered));
}
