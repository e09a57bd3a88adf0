import type { FieldSheet } from './field-sheet';

/**
 * The signature field's layout: the pad, its buttons and the typed name each on their own line. The pad
 * and its buttons wait for the module in the server's markup (registry `AWAITS_MODULE_ATTRIBUTE`), laid out
 * by these same rules, so they hold the room the module then shows them in. The canvas keeps its
 * proportions where the column is narrower than the pad (the module then sets its size).
 */
export const SIGNATURE_SHEET: FieldSheet = {
  id: 'signature',
  selector: '.cf7-digital-signature',
  css: `
.cf7-digital-signature{display:block;max-width:100%}
.cf7-digital-signature .signature-pad{display:block;max-width:100%}
.cf7-digital-signature canvas{display:block;max-width:100%;height:auto;touch-action:none;cursor:crosshair;border:1px solid #8c8f94;border-radius:4px}
.cf7-digital-signature .signature-controls{display:flex;flex-wrap:wrap;gap:.5em;margin-top:.5em}
.cf7-digital-signature .signature-typed-name{display:block;margin-top:.5em;font-weight:400}
.cf7-digital-signature .signature-status{display:block;font-weight:400;font-size:.9em}
`,
};
