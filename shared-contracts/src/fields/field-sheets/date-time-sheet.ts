import type { FieldSheet } from './field-sheet';

/**
 * The date-time field's own layout: the text box and the picker button side by side (the dialog's CSS
 * comes with the dialog). Before the module wraps it, the server's input stands on its own line as the
 * mounted control will, so the field's height does not change when the button arrives.
 */
export const DATE_TIME_SHEET: FieldSheet = {
  id: 'date-time',
  selector: 'input.eacf7-datetimepicker',
  css: `
.wpcf7-form-control-wrap>input.eacf7-datetimepicker{display:block}
.cmsmf-datetime{display:flex;align-items:stretch;gap:.25rem;max-width:100%}
.cmsmf-datetime>input{flex:1 1 auto;min-width:0}
.cmsmf-datetime-open{flex:0 0 auto;margin-top:.25rem}
`,
};
