import { isRecord } from '../../is-record';
import { presetCss } from './preset-css';
import type { StyleConfig } from './style-config';
import { stylerCss } from './styler-css';

/** One style sheet of the form styler, by the id a page holds it under (one per page). */
export interface FormStylerSheet {
  readonly id: string;
  readonly css: string;
}

/** The presets' sheet, shared by every styled form of a page. */
export const FORM_STYLER_PRESETS_SHEET = 'form-styler-presets';

/**
 * The style sheets one styled form needs: the presets, then its own scoped overrides when it has any
 * (`stylerCss`). The server prints them in the page's head, as the add-on enqueues a form's CSS, so
 * the form has its look from the first paint; the browser module adds those a page did not print.
 */
export function formStylerSheets(config: unknown, formId: number): FormStylerSheet[] {
  const css = isRecord(config) ? stylerCss(config as StyleConfig, formId) : '';
  const presets = { id: FORM_STYLER_PRESETS_SHEET, css: presetCss() };
  return css ? [presets, { id: `form-styler-${formId}`, css }] : [presets];
}
