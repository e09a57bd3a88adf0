/** CF7 markup of a form (MARKUP-FACTS §2.1) around `fields`, appended to the body; returns the `.wpcf7` wrapper. */
export function buildCf7Form(formId: number, fields: string, options: { unitTag?: string } = {}): HTMLElement {
  const unitTag = options.unitTag ?? `wpcf7-f${formId}-o1`;
  const wrapper = document.createElement('div');
  wrapper.className = 'wpcf7 js';
  wrapper.id = unitTag;
  wrapper.setAttribute('data-wpcf7-id', String(formId));
  wrapper.innerHTML = `
    <div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p><ul></ul></div>
    <form action="/contact/#${unitTag}" method="post" class="wpcf7-form init" aria-label="Contact form" novalidate data-status="init">
      <fieldset class="hidden-fields-container">
        <input type="hidden" name="_wpcf7" value="${formId}">
        <input type="hidden" name="_wpcf7_version" value="6.2">
        <input type="hidden" name="_wpcf7_locale" value="en_US">
        <input type="hidden" name="_wpcf7_unit_tag" value="${unitTag}">
        <input type="hidden" name="_wpcf7_container_post" value="7">
        <input type="hidden" name="_wpcf7_posted_data_hash" value="">
      </fieldset>
      ${fields}
      <div class="wpcf7-response-output" aria-hidden="true"></div>
    </form>`;
  document.body.appendChild(wrapper);
  return wrapper;
}

export const textField = (name: string, value = '') =>
  `<p><label>${name}<span class="wpcf7-form-control-wrap" data-name="${name}"><input type="text" name="${name}" value="${value}" class="wpcf7-form-control wpcf7-text" aria-invalid="false"></span></label></p>`;

export const submitButton = () => '<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Send"></p>';

/** The add-on's uploader (MARKUP-FACTS §3.1) with its value input. */
export function uploaderField(name: string, kind: 'file-upload' | 'image-upload' | 'google-drive-upload', attributes: Record<string, string> = {}): string {
  const attrs = Object.entries({ 'data-max_files': '1', 'data-max_size': '2 MB', 'data-max_post_size': '8 MB', 'data-extensions': '', 'data-media_library': '0', 'data-form_id': '101', 'data-field_id': name, ...attributes })
    .map(([key, value]) => `${key}="${value}"`)
    .join(' ');
  return `<span class="wpcf7-form-control-wrap" data-name="${name}">
    <span class="eacf7-uploader ${kind}">
      <span class="eacf7-uploader-body"><span class="uploader-text">Drag and drop files here or</span>
        <span class="uploader-buttons"><button type="button" class="eacf7-uploader-browse"><span>Browse Files</span></button></span></span>
      <span class="file-list"></span>
      <span class="uploader-hint"><span class="max-files-label">Up to <span class="number">1</span> file.</span></span>
    </span>
    <input class="wpcf7-form-control wpcf7-file_upload upload-file-list eacf7-hidden" name="${name}" aria-invalid="false" ${attrs}>
  </span>`;
}
