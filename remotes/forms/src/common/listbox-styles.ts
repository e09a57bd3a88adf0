/** The listbox's CSS, shared by the phone, country list and address fields. */
export const LISTBOX_CSS = `
.cmsmf-listbox-popup{position:absolute;z-index:20;left:0;right:0;top:100%;margin-top:2px;background:#fff;color:#1b1b1b;border:1px solid #8c8f94;border-radius:4px;box-shadow:0 4px 12px rgba(0,0,0,.15);font-weight:400}
.cmsmf-listbox-popup[hidden]{display:none}
.cmsmf-listbox{list-style:none;margin:0;padding:.25em 0;max-height:16em;overflow:auto}
.cmsmf-listbox [role=option]{padding:.35em .6em;cursor:pointer}
.cmsmf-listbox [role=option].is-active{background:#2271b1;color:#fff;outline:2px solid #1b1b1b;outline-offset:-2px}
.cmsmf-listbox [aria-selected=true]{font-weight:600}
.cmsmf-listbox [aria-selected=true]::after{content:" \\2713"}
.cmsmf-listbox-detail{font-variant-numeric:tabular-nums}
.cmsmf-listbox-empty{cursor:default;font-style:italic}
`;
