import type { Wpcf7Config, Wpcf7Recaptcha } from './cf7-globals';
import type { EtPbCustom } from './divi-globals';
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
  /** Any other global a module reads (per-form `eacf7*Data_{id}`, the theme's `et_*` globals…). */
  readonly [name: string]: unknown;
}

/** Reads the page globals off `window` without copying them. */
export function readPageGlobals(win: Window): PageGlobals {
  return win as unknown as PageGlobals;
}

/**
 * Whether the CMS printed the global `name` (any value but null/undefined):
 * registry entries that apply only with a page global (sticky, scroll
 * effects…) are gated on this.
 */
export function hasPageGlobal(win: Window, name: string): boolean {
  return (win as unknown as Record<string, unknown>)[name] != null;
}
