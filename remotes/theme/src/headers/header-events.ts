/**
 * The window event the theme raises when the fixed header's height transition
 * ends (MARKUP-FACTS §1.3; shared-contracts/MARKUP.md: sticky modules listen
 * to it and measure the header's new height).
 */
export const FIXED_HEADER_TRANSITION_END_EVENT = 'ETDiviFixedHeaderTransitionEnd';

/** The parts whose transitions change the fixed header's height: the bar, its logo and navigation (not its dropdowns). */
export const HEADER_HEIGHT_PARTS = '#main-header, #logo, .et_menu_container, #et-top-navigation';
