/**
 * Fixed headers that push sticky modules and scroll targets down
 * (theme-frontend.md §3 "Fixed-header descriptors").
 */

/** Which window the header lives in: the page (`app`) or the builder's top frame (`top`). */
export type HeaderWindow = 'top' | 'app';

export interface FixedHeaderDescriptor {
  readonly id: string;
  readonly selector: string;
  /** Whether the header is on the page and fixed right now (measured at run time). */
  readonly exist: boolean;
  /** Measured height, px. */
  readonly height: number;
  readonly window: HeaderWindow;
}

/**
 * The covered headers: the admin bar, the primary and secondary navigation of
 * the first theme, and the primary navigation of the second theme. Selectors
 * follow the offsets the sticky script measures (MARKUP-FACTS §1.5 "Sticky
 * modules"); the ids are ours.
 */
export const FIXED_HEADERS: ReadonlyArray<Pick<FixedHeaderDescriptor, 'id' | 'selector' | 'window'>> = [
  { id: 'wpAdminBar', selector: '#wpadminbar', window: 'top' },
  { id: 'diviFixedPrimaryNav', selector: '.et_fixed_nav:not(.et_vertical_nav) #main-header', window: 'app' },
  { id: 'diviFixedSecondaryNav', selector: '.et_fixed_nav:not(.et_vertical_nav) #top-header', window: 'app' },
  { id: 'extraFixedPrimaryNav', selector: '.et_extra .et-fixed-header #main-header', window: 'app' },
];
