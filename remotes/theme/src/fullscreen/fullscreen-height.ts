import { fixedHeadersOffset } from '../headers/header-offsets';

export interface FullscreenInput {
  readonly viewportHeight: number;
  readonly windowWidth: number;
  /** Height of `#wpadminbar`, 0 when absent. */
  readonly adminBar: number;
  /** Height of a fixed `#main-header` (body `et_fixed_nav`), 0 otherwise. */
  readonly fixedHeader: number;
  /** Width above which the fixed header counts (980; 1024 on the second theme). */
  readonly fixedNavMinWidth?: number;
}

/**
 * The height of a fullscreen section (theme-frontend.md §2 "Fullscreen
 * sections"): the viewport less what covers its top — the admin bar above
 * 600 px and the fixed header above its breakpoint (§9 "Breakpoints"), by the
 * same rule as smooth scroll and sticky modules.
 */
export function fullscreenHeight({ viewportHeight, windowWidth, adminBar, fixedHeader, fixedNavMinWidth }: FullscreenInput): number {
  const covered = fixedHeadersOffset({ viewportWidth: windowWidth, adminBarHeight: adminBar, fixedHeaderHeight: fixedHeader, stickyHeight: 0, fixedNavMinWidth });
  return Math.max(0, Math.round(viewportHeight - covered));
}
