/**
 * Page globals as the CMS prints them (MARKUP-FACTS.md §1.0, §2.3, §3.0).
 * Every key is optional: a page carries only what its plugins print.
 */
export interface PageGlobals {
  /** Contact Form 7 config (`var wpcf7`). */
  readonly wpcf7?: { api?: { root?: string; namespace?: string }; cached?: number };
  /** Form add-on config (`var eacf7`). */
  readonly eacf7?: { ajaxUrl?: string; nonce?: string; isPro?: boolean | string; homeUrl?: string; pluginUrl?: string };
  /** Page-builder config (`var et_pb_custom`). */
  readonly et_pb_custom?: { ajaxurl?: string; et_frontend_nonce?: string; et_ab_log_nonce?: string; [key: string]: unknown };
  /** Any other global a module reads (per-form `eacf7*Data_{id}`, `et_animation_data`…). */
  readonly [name: string]: unknown;
}

/** Reads the page globals off `window` without copying them. */
export function readPageGlobals(win: Window): PageGlobals {
  return win as unknown as PageGlobals;
}
