/**
 * The little CSS the upload list needs to work without the add-on's stylesheet:
 * progress bars, the drag state, image tiles. Scoped to `.eacf7-uploader` and
 * low in specificity, so a theme's or the add-on's own rules win.
 */
export const UPLOAD_CSS = `
.eacf7-uploader .eacf7-uploader-body{display:block;cursor:pointer}
.eacf7-uploader .eacf7-uploader-body[hidden]{display:none}
.eacf7-uploader.drag-active .eacf7-uploader-body{outline:2px dashed currentColor;outline-offset:2px}
.eacf7-uploader .eacf7-upload-items{list-style:none;margin:.5em 0;padding:0;display:grid;gap:.5em}
.eacf7-uploader.image-upload .eacf7-upload-items{grid-template-columns:repeat(auto-fill,minmax(150px,1fr))}
.eacf7-uploader .file-list-item{display:grid;grid-template-columns:auto 1fr;gap:.25em .75em;align-items:center;padding:.5em;border:1px solid #ccc;border-radius:4px}
.eacf7-uploader .file-list-item.error{border-color:#b32d2e}
.eacf7-uploader .file-icon{display:inline-grid;place-items:center;min-width:3em;height:3em;font-size:.7em;font-weight:600;background:#eee;border-radius:3px;object-fit:cover}
.eacf7-uploader.image-upload img.file-icon{width:4.5em;height:4.5em}
.eacf7-uploader .file-info{display:flex;flex-wrap:wrap;gap:.25em .75em;align-items:center;min-width:0}
.eacf7-uploader .upload-item{flex:1 1 12em;min-width:0;overflow-wrap:anywhere}
.eacf7-uploader .upload-item-size{opacity:.75;font-size:.9em}
.eacf7-uploader .file-info-error,.eacf7-uploader .eacf7-uploader-notice{display:block;color:#b32d2e;flex-basis:100%}
.eacf7-uploader .file-info-progress{grid-column:1/-1;display:block;height:6px;background:#e5e5e5;border-radius:3px;overflow:hidden}
.eacf7-uploader .file-info-progress-bar{display:block;height:100%;background:#2271b1;transition:width .2s linear}
@media (prefers-reduced-motion:reduce){.eacf7-uploader .file-info-progress-bar{transition:none}}
`;
