/** The date picker dialog's CSS (date-picker-view.tsx), adopted on its first opening. */
export const DATE_PICKER_CSS = `
.cmsmf-datepicker{box-sizing:border-box;width:min(24rem,calc(100vw - 1rem));max-width:none;padding:1rem;border:1px solid #8c8f94;border-radius:6px;color:#1b1b1b;background:#fff;font-weight:400}
.cmsmf-datepicker::backdrop{background:rgba(0,0,0,.35)}
.cmsmf-datepicker-header{display:flex;align-items:center;gap:.25rem}
.cmsmf-datepicker-header h2{flex:1;margin:0;font-size:1.05rem;text-align:center}
.cmsmf-datepicker button{min-width:2.5rem;min-height:2.5rem;padding:.25rem .6rem;font:inherit;color:#fff;background:#2271b1;border:0;border-radius:4px;cursor:pointer}
.cmsmf-datepicker .cmsmf-datepicker-cancel{color:#1b1b1b;background:#f0f0f1;border:1px solid #8c8f94}
.cmsmf-datepicker-grid{width:100%;margin:.5rem 0;border-collapse:collapse;table-layout:fixed}
.cmsmf-datepicker-grid th{font-size:.8rem;padding:.25rem 0}
.cmsmf-datepicker-grid td{height:2.5rem;text-align:center;border-radius:4px;cursor:pointer}
.cmsmf-datepicker-grid td[aria-selected=true]{background:#2271b1;color:#fff;font-weight:700;text-decoration:underline}
.cmsmf-datepicker-grid td[aria-disabled=true]{color:#6b6e72;text-decoration:line-through;cursor:not-allowed}
.cmsmf-datepicker-grid td:focus{outline:3px solid #1b1b1b;outline-offset:-3px}
.cmsmf-datepicker-time-label{display:flex;align-items:center;gap:.5rem;font-weight:600}
.cmsmf-datepicker-time{flex:1;padding:.4rem;font:inherit}
.cmsmf-datepicker-status{min-height:1.2em;margin:.5rem 0;color:#b32d2e}
.cmsmf-datepicker-footer{display:flex;justify-content:flex-end;gap:.5rem}
`;
