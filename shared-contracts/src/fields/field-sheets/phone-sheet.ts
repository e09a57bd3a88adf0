import type { FieldSheet } from './field-sheet';

/**
 * The phone field's layout: the country button beside the number, the list below them. Before the
 * module wraps it, the server's input stands on its own line as the mounted control will, so the
 * field's height does not change when the button arrives.
 */
export const PHONE_SHEET: FieldSheet = {
  id: 'phone',
  selector: 'input.eacf7-phone',
  css: `
.wpcf7-form-control-wrap>input.eacf7-phone{display:block}
.cmsmf-phone{position:relative;display:flex;align-items:stretch;gap:0;max-width:100%}
.cmsmf-phone>input[type=tel]{flex:1 1 auto;min-width:0;border-top-left-radius:0;border-bottom-left-radius:0}
.cmsmf-phone .cmsmf-phone-country{flex:0 0 auto;display:inline-flex;align-items:center;gap:.3em;margin-top:.25rem;padding:.4em .6em;font:inherit;font-weight:400;color:#1b1b1b;background:#f0f0f1;border:1px solid #8c8f94;border-right:0;border-radius:4px 0 0 4px;cursor:pointer}
.cmsmf-phone .cmsmf-phone-country:focus-visible{outline:2px solid #2271b1;outline-offset:1px}
.cmsmf-phone .cmsmf-phone-search{box-sizing:border-box;width:calc(100% - 1em);margin:.5em;padding:.4em;font:inherit;border:1px solid #8c8f94;border-radius:4px}
.cmsmf-sr-only{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
`,
};
