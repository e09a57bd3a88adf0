/** The field's own layout: the text box and the picker button side by side. The dialog's CSS comes with the dialog. */
export const DATE_TIME_FIELD_CSS = `
.cmsmf-datetime{display:flex;align-items:stretch;gap:.25rem;max-width:100%}
.cmsmf-datetime>input{flex:1 1 auto;min-width:0}
.cmsmf-datetime-open{flex:0 0 auto;margin-top:.25rem}
`;
