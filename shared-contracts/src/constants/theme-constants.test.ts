import * as animation from './theme-animation';
import * as breakpoints from './theme-breakpoints';
import * as builder from './theme-builder';
import * as forms from './theme-forms';
import * as layout from './theme-layout';
import * as scroll from './theme-scroll-effects';
import * as timing from './theme-timing';
import * as units from './theme-units';

// Each expectation restates theme-frontend.md §4, §5 or §9, so a wrong constant fails here.
describe('breakpoints (§9)', () => {
  it('splits phone, tablet and desktop at 767 and 980', () => {
    expect([767, 768, 980, 981, 320, 1440].map(breakpoints.windowModeForWidth)).toEqual(['phone', 'tablet', 'tablet', 'desktop', 'phone', 'desktop']);
    expect(breakpoints.BUILDER_BREAKPOINTS).toEqual({ tablet: 768, phone: 479, landscapeTablet: 980, landscapePhone: 767 });
    expect([breakpoints.FIXED_NAV_MIN_WIDTH, breakpoints.ADMIN_BAR_OFFSET_MIN_WIDTH, breakpoints.ADMIN_BAR_SWITCH_WIDTH, breakpoints.SECOND_THEME_BREAKPOINT]).toEqual([980, 600, 782, 1024]);
    expect(breakpoints.TABS_STACK_BELOW_WIDTH).toBe(768);
  });

  it('picks portfolio columns by width', () => {
    expect([1600, 1599, 1024, 1023, 768, 767, 480, 479, 0].map(breakpoints.portfolioColumnsForWidth)).toEqual([5, 4, 4, 3, 3, 2, 2, 1, 1]);
  });
});

describe('timing (§4, §9)', () => {
  it('has the module durations', () => {
    expect([timing.SLIDER_FADE_MS, timing.MODULE_SLIDER_FADE_MS, timing.SLIDESHOW_SPEED_DEFAULT_MS]).toEqual([500, 700, 7000]);
    expect([timing.CAROUSEL_SLIDE_MS, timing.PORTFOLIO_CAROUSEL_MS, timing.ACCORDION_TOGGLE_MS, timing.COUNTDOWN_REFRESH_MS]).toEqual([1000, 700, 700, 1000]);
    expect([timing.MOBILE_MENU_SLIDE_MS, timing.NAV_CLOSE_DELAY_MS, timing.SEARCH_OVERLAY_LOCK_MS]).toEqual([500, 200, 1000]);
    expect([timing.SMOOTH_SCROLL_MS, timing.SMOOTH_SCROLL_LONG_MS, timing.SMOOTH_SCROLL_LONG_DISTANCE_PX, timing.CHECKOUT_SCROLL_MS]).toEqual([800, 1600, 4000, 1000]);
    expect(timing.SCROLL_TOP_APPEAR_PX).toBe(800);
    expect([timing.CIRCLE_COUNTER_ANIMATION_MS, timing.CIRCLE_COUNTER_LINE_WIDTH, timing.PARALLAX_FACTOR]).toEqual([1800, 5, 0.3]);
    expect(timing.MOTION_REVEAL_DELAY_MS).toBe(200);
  });

  it('has the A/B delays and cookie lifetimes', () => {
    expect(timing.AB_READ_GOAL_DELAY_MS).toBe(3000);
    expect(timing.abReadPageDelayMs(7)).toBe(7000);
    expect([timing.AB_GOAL_COOKIE_DAYS, timing.AB_SESSION_COOKIE_DAYS]).toEqual([365, 0]);
  });

  it('has the debounces and throttles', () => {
    expect([timing.FIXED_HEADER_HEIGHT_DEBOUNCE_MS, timing.MENU_REPOSITION_DEBOUNCE_MS, timing.RESIZE_DEBOUNCE_MS]).toEqual([300, 200, 200]);
    expect([timing.SCROLL_EFFECTS_RESIZE_DEBOUNCE_MS, timing.VIEWPORT_HEIGHT_RESET_MS, timing.STYLE_MANAGEMENT_THROTTLE_MS]).toEqual([500, 200, 10]);
    expect([
      timing.STICKY_DIMENSION_DEBOUNCE_MS,
      timing.STICKY_DOM_CHANGE_DEBOUNCE_MS,
      timing.STICKY_SCROLL_LOCATION_DEBOUNCE_MS,
      timing.STICKY_STYLE_FINALIZE_MS,
    ]).toEqual([50, 500, 2000, 50]);
  });
});

describe('layout (§2, §4, §9)', () => {
  it('has the counts and offsets', () => {
    expect([layout.GALLERY_DEFAULT_PER_PAGE, layout.PAGER_MAX_LINKS, layout.CHECKOUT_NOTICES_OFFSET_PX]).toEqual([4, 5, 100]);
    expect(layout.sideNavOffsetPx(3)).toBe(100);
    expect([layout.TRANSPARENT_NAV_CLONE_EXTRA_PX, layout.MENU_PADDING_TOP_EXTRA_PX]).toEqual([58, 20]);
    expect(layout.MEGA_MENU_COLUMN_THRESHOLD).toBe(4);
    expect(layout.HIDE_ON_SCROLL_EXTRA_PX).toBe(200);
    expect(layout.SMOOTH_SCROLL_SETTINGS).toEqual({ frameRate: 150, animationTime: 400, stepSize: 80, arrowScroll: 50, keyboardSupport: true, accelerationMax: 1 });
  });
});

describe('forms of the theme (§5, §8, §9)', () => {
  it('has the captcha, email and operator rules', () => {
    expect([forms.CAPTCHA_NUMBER_MIN, forms.CAPTCHA_NUMBER_MAX, forms.EMAIL_MIN_LENGTH]).toEqual([1, 15, 6]);
    expect(forms.CONTACT_CONDITIONAL_OPERATORS.slice(0, 8)).toEqual(['is', 'is not', 'is empty', 'is not empty', 'contains', 'does not contain', 'is greater', 'is less']);
    expect(forms.CONTACT_MESSAGE_KEYS).toEqual(['fill_message', 'contact_error_message', 'invalid', 'wrong_captcha', 'wrong_checkbox', 'captcha']);
    expect(forms.BUILDER_SAMPLE_CHECKOUT_MESSAGE).toBe('Billing First name is a required field.');
    expect(forms.DEBUG_LOG_AREAS).toEqual(['general', 'store_action_obj', 'store_emit', 'warning']);
  });
});

describe('animation and units (§5, §9)', () => {
  it('has the speed curves, fallbacks and multipliers', () => {
    expect(animation.ANIMATION_SPEED_CURVES).toEqual(['linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out']);
    expect(animation.ANIMATION_FALLBACK_SPEED_CURVE).toBe('ease-in-out');
    expect([animation.ANIMATION_DEFAULT_INTENSITY, animation.ANIMATION_FALLBACK_STARTING_OPACITY]).toEqual([50, 0]);
    expect(animation.ANIMATION_DATA_KEYS).toHaveLength(8);
    expect(animation.ANIMATION_INTENSITY_MULTIPLIERS).toEqual({ slide: 2, flip: 0.9, fold: 0.9, roll: 3.6 });
  });

  it('has the unit rules', () => {
    expect(units.ALLOWED_CSS_UNITS).toEqual(['%', 'deg', 'rem', 'em', 'px', 'cm', 'mm', 'in', 'pt', 'pc', 'ex', 'vh', 'vw', 'ms', 'vmin', 'vmax']);
    expect(units.DEFAULT_CSS_UNIT).toBe('px');
    expect([units.ROTATE_3D_LIMIT_DEG, units.SKEW_LIMIT_DEG, units.LINE_HEIGHT_EM_MAX]).toEqual([359, 180, 3]);
  });
});

describe('scroll effects (§4, §5, §9)', () => {
  it('has the engine numbers', () => {
    expect(scroll.SCROLL_STEP_SIZE).toBe(15);
    expect([scroll.STYLE_LOOKAHEAD_PX, scroll.STYLE_LOOKAHEAD_ZOOM_PX, scroll.STYLE_IN_VIEW_PX]).toEqual([500, 1500, 250]);
    expect(scroll.SCROLL_STYLE_TRANSITION).toEqual({ durationMs: 200, timing: 'linear' });
    expect([scroll.MOBILE_VIEWPORT_EXTRA_PX, scroll.BUILDER_TOP_OFFSET_EXTRA_PX, scroll.ZOOM_SCROLL_MULTIPLIER]).toEqual([100, 100, 2]);
    expect([scroll.EFFECT_INPUT_STEP, scroll.EFFECT_INPUT_SPEED, scroll.TRANSLATE_INPUT_STEP, scroll.TRANSLATE_INPUT_SPEED]).toEqual([1, 0.5, 0.5, 10]);
    expect([scroll.EFFECT_FACTOR_DECIMALS, scroll.TRANSLATE_PX_MULTIPLIER, scroll.EFFECT_VALUE_DECIMALS]).toEqual([3, 100, 2]);
    expect([scroll.SCROLL_LIMIT_MIN, scroll.SCROLL_LIMIT_MAX]).toEqual([0, 100]);
    expect(scroll.SCROLL_EFFECT_UNITS).toEqual(['cm', 'em', 'mm', 'in', 'pc', 'pt', 'px', 'rem']);
    expect(scroll.SCROLL_EFFECT_DEFAULT_UNIT).toBe('px');
  });
});

describe('builder and sticky (§5, §9)', () => {
  it('has the builder sizes', () => {
    expect(builder.BUILDER_MODAL).toEqual({ expandedWidth: 1200, footerHeight: 40, headerHeight: 56, headerDropdownHeight: 20, dropdownVerticalOffset: 23 });
    expect([builder.BUILDER_PAGE_SETTINGS_BAR_PX, builder.BUILDER_OUTER_SPACING_PX, builder.BUILDER_DRAG_HANDLE_WIDTH_PX]).toEqual([100, 200, 30]);
    expect(builder.BUILDER_VIEWPORT_MARGINS_PX).toEqual([30, 100]);
    expect([builder.TB_ADMIN_BAR_HEIGHT_PX, builder.SMALL_LAYOUT_BLOCK_PREVIEW_WIDTH_PX, builder.EVENT_LISTENER_MAX]).toEqual([32, 600, 10]);
    expect(builder.BUILDER_COOKIE_DEFAULT_LIFETIME).toBe(300);
    expect(builder.builderCookieName('fb', 12, 'mode')).toBe('et-fb-post-12-mode');
  });

  it('has the sticky z-indexes, limits and positions', () => {
    expect([builder.STICKY_Z_INDEX, builder.STICKY_Z_INDEX_TB_HEADER, builder.STICKY_Z_INDEX_FOOTER]).toEqual([10000, 10010, 9990]);
    expect(builder.STICKY_LIMIT_VALUES).toEqual(['body', 'section', 'row', 'column']);
    expect(builder.STICKY_POSITIONS).toEqual(['none', 'top', 'bottom', 'top_bottom']);
  });

  it('times scroll-to-address at 400 ms per 1000 px within 800..6000', () => {
    expect(builder.scrollToAddressDurationMs(1000)).toBe(800);
    expect(builder.scrollToAddressDurationMs(5000)).toBe(2000);
    expect(builder.scrollToAddressDurationMs(-5000)).toBe(2000);
    expect(builder.scrollToAddressDurationMs(100_000)).toBe(6000);
  });
});
