import type { MotionElement, StickyElements } from '@cms-mf/shared-contracts/settings';
import { globalsScript } from '../pages/page-globals';

/**
 * The motion globals of a page (`et_animation_data`, `et_pb_motion_elements`,
 * `et_pb_sticky_elements`, MARKUP-FACTS §1.0), printed in the page footer as
 * the theme prints them from its modules' settings. The reference site keeps
 * those settings here, keyed by the page's name in `<!-- cms:motion-globals NAME -->`.
 */
export interface MotionPageGlobals {
  readonly et_animation_data?: ReadonlyArray<Readonly<Record<string, string>>>;
  readonly et_pb_motion_elements?: { readonly desktop?: readonly MotionElement[]; readonly tablet?: readonly MotionElement[]; readonly phone?: readonly MotionElement[] };
  readonly et_pb_sticky_elements?: StickyElements;
}

const motion = (id: string, resolver: MotionElement['resolver'], values: readonly [number, number, number], limits: readonly [number, number, number, number] = [0, 50, 50, 100], extra: Partial<MotionElement> = {}): MotionElement => ({
  id, resolver, module_type: 'et_pb_text', start: limits[0], midStart: limits[1], midEnd: limits[2], end: limits[3], startValue: values[0], midValue: values[1], endValue: values[2], trigger_start: 'middle', trigger_end: 'middle', ...extra,
});

/** Effects the same on every device. */
const SHARED_MOTION: readonly MotionElement[] = [
  motion('.et_pb_text_move', 'translateY', [1, 0, -1]),
  motion('.et_pb_text_move', 'rotate', [-20, 0, 20]),
  motion('.et_pb_text_scale', 'scale', [60, 100, 60]),
  motion('.et_pb_text_scale', 'blur', [4, 0, 4]),
  motion('.et_pb_gallery_motion', 'translateX', [-0.5, 0, 0.5], [0, 50, 50, 100], { grid_motion: 'on', child_slug: 'et_pb_gallery_item', children_count: 3, module_type: 'et_pb_gallery' }),
];

/** The demo page `/demo/theme-motion.html`. */
const THEME_MOTION: MotionPageGlobals = {
  et_animation_data: [
    { class: 'et_pb_blurb_0', style: 'fadeTop', repeat: 'once', duration: '800ms', delay: '0ms', intensity: '50%', starting_opacity: '0%', speed_curve: 'ease-out' },
    { class: 'et_pb_blurb_1', style: 'slideLeft', repeat: 'once', duration: '900ms', delay: '100ms', intensity: '20%', starting_opacity: '0%', speed_curve: 'ease-in-out', style_phone: 'slideBottom' },
    { class: 'et_pb_blurb_2', style: 'flipTop', repeat: 'once', duration: '1000ms', delay: '200ms', intensity: '40%', starting_opacity: '0%', speed_curve: 'unknown-curve', duration_tablet: '600ms' },
    // It pulses in size only: fading in from nothing over and over, its word would lack contrast most of the time.
    { class: 'et_pb_icon_0', style: 'zoomCenter', repeat: 'infinite', duration: '2000ms', delay: '0ms', intensity: '10%', starting_opacity: '100%', speed_curve: 'linear' },
    // Not all eight keys: the theme ignores it, and so do we.
    { class: 'et_pb_blurb_3', style: 'rollLeft', repeat: 'once', duration: '800ms', delay: '0ms', intensity: '50%', starting_opacity: '0%' },
  ],
  et_pb_motion_elements: {
    desktop: [motion('.et_pb_text_fade', 'opacity', [0, 100, 0], [0, 40, 60, 100]), ...SHARED_MOTION],
    // Each device's list is complete: the phone fades from 20 % instead.
    phone: [motion('.et_pb_text_fade', 'opacity', [20, 100, 20], [0, 40, 60, 100]), ...SHARED_MOTION],
  },
  et_pb_sticky_elements: {
    et_pb_text_sticky_top: { id: 'et_pb_text_sticky_top', selector: '.et_pb_text_sticky_top', position: 'top', topOffset: '10px', topLimit: 'none', bottomLimit: 'section', offsetSurrounding: 'on', transition: 'off' },
    et_pb_text_sticky_bottom: { id: 'et_pb_text_sticky_bottom', selector: '.et_pb_text_sticky_bottom', position: 'bottom', bottomOffset: '0px', topLimit: 'section', offsetSurrounding: 'off', transition: 'off' },
    // Both sides: at the bottom before its place, at the top after it, within its section.
    et_pb_text_sticky_both: { id: 'et_pb_text_sticky_both', selector: '.et_pb_text_sticky_both', position: 'top_bottom', topOffset: '0px', bottomOffset: '0px', topLimit: 'section', bottomLimit: 'section', offsetSurrounding: 'off', transition: 'off' },
    // Nested inside the top sticky module: dropped, as the theme drops it.
    et_pb_text_sticky_nested: { id: 'et_pb_text_sticky_nested', selector: '.et_pb_text_sticky_nested', position: 'top', topOffset: '0px', offsetSurrounding: 'off', transition: 'off' },
  },
};

/**
 * The demo page `/demo/theme-all.html` (header, slider, tabs, sticky and scroll effects together):
 * the booking bar's sticky state is narrower, centred and shifted 8 px down, and switches at once;
 * the weather bar's switch runs the page's colour transition. `stickyStyles` is what the builder's
 * scripts compute in a real page (MARKUP-FACTS §1.0): the reference site prints it as settings.
 */
const THEME_ALL: MotionPageGlobals = {
  et_pb_motion_elements: {
    desktop: [
      motion('.et_pb_text_all_fade', 'opacity', [0, 100, 0], [0, 40, 60, 100]),
      motion('.et_pb_text_all_rise', 'translateY', [2, 0, -2]),
    ],
  },
  et_pb_sticky_elements: {
    et_pb_text_all_bar: {
      id: 'et_pb_text_all_bar', selector: '.et_pb_text_all_bar', position: 'top', topOffset: '0px', bottomLimit: 'section', offsetSurrounding: 'off', transition: 'off',
      styles: { module_alignment: 'center' },
      stickyStyles: { width: '60%', position_origin_r: 'top_left', vertical_offset: '8px', horizontal_offset: '0px' },
    },
    et_pb_text_all_weather: { id: 'et_pb_text_all_weather', selector: '.et_pb_text_all_weather', position: 'top', topOffset: '0px', bottomLimit: 'section', offsetSurrounding: 'off', transition: 'on' },
  },
};

export const MOTION_PAGES: Readonly<Record<string, MotionPageGlobals>> = { 'theme-motion': THEME_MOTION, 'theme-all': THEME_ALL };

/** The footer `<script>` of a page's motion globals, or undefined for an unknown page (the placeholder then stays a comment). */
export function motionGlobalsScript(page: string | undefined): string | undefined {
  // Own keys only: a placeholder naming `__proto__` or `constructor` is not a page.
  const globals = page !== undefined && Object.hasOwn(MOTION_PAGES, page) ? MOTION_PAGES[page] : undefined;
  return globals ? globalsScript({ ...globals }) : undefined;
}
