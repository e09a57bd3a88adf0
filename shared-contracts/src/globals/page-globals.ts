import type { AnimationDataEntry } from '../settings/theme/animation-data';
import type { MotionElements } from '../settings/theme/motion-elements';
import type { StickyElements } from '../settings/theme/sticky';
import type { Wpcf7Config, Wpcf7Recaptcha } from './cf7-globals';
import type { EtFrontendScripts, EtPbCustom, LinkOption } from './divi-globals';
import type { Eacf7Config } from './eacf7-globals';

/**
 * Page globals as the CMS prints them (MARKUP-FACTS §1.0, §2.3, §3.0).
 * Every key is optional: a page carries only what its plugins print. Per-form
 * globals (`eacf7{Kind}Data_{formId}`) are read with `readPerFormGlobal`.
 */
export interface PageGlobals {
  /** Contact Form 7 config (`var wpcf7`). */
  readonly wpcf7?: Wpcf7Config;
  readonly wpcf7_recaptcha?: Wpcf7Recaptcha;
  /** Form add-on config (`var eacf7`). */
  readonly eacf7?: Eacf7Config;
  /** Page-builder config (`var et_pb_custom`). */
  readonly et_pb_custom?: EtPbCustom;
  readonly et_frontend_scripts?: EtFrontendScripts;
  /** Entrance animations, one entry per animated element. */
  readonly et_animation_data?: readonly AnimationDataEntry[];
  /** Scroll-effect entries by device. */
  readonly et_pb_motion_elements?: MotionElements;
  /** Sticky module settings by module order class. */
  readonly et_pb_sticky_elements?: StickyElements;
  /** Whole-element links. */
  readonly et_link_options_data?: readonly LinkOption[];
  /** Any other global a module reads (per-form `eacf7*Data_{id}`…). */
  readonly [name: string]: unknown;
}

/** Reads the page globals off `window` without copying them. */
export function readPageGlobals(win: Window): PageGlobals {
  return win as unknown as PageGlobals;
}
