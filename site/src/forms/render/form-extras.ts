import { AWAITS_MODULE_ATTRIBUTE } from '@cms-mf/shared-contracts/registry/awaits-module';
import { isFlagOn } from '@cms-mf/shared-contracts/settings';
import type { FormDefinition } from '../../cms/form-definition';

/**
 * The add-on's controls after a form's submit button, for the switches the
 * form turns on (MARKUP-FACTS §3.2, forms-addon.md §3 "Other switches"):
 * a preview button (`previewSubmission`) and the save-progress area
 * (`saveProgress`) with its message, the link box and the hidden `hash` and
 * `source_url` the add-on keeps. Without scripts they do nothing, so they
 * wait for the forms remote to show them (`AWAITS_MODULE_ATTRIBUTE`): their room
 * is kept from the first paint, so nothing below them moves when they show.
 */
export function renderFormExtras(form: FormDefinition): string {
  const parts: string[] = [];
  if (isFlagOn(form.settings.PreviewSubmission?.previewSubmission)) {
    parts.push(`<p class="eacf7-preview-submission-wrap"><button type="button" class="eacf7-preview-submission-btn" ${AWAITS_MODULE_ATTRIBUTE}>Preview</button></p>`);
  }
  if (isFlagOn(form.settings.SaveProgress?.saveProgress)) {
    parts.push(
      `<div class="eacf7-save-progress-wrap" ${AWAITS_MODULE_ATTRIBUTE}>` +
        '<button type="button" class="eacf7-save-progress">Save progress</button>' +
        '<p class="eacf7-save-message" role="status" aria-live="polite"></p>' +
        '<div class="eacf7-save-state" hidden><input type="text" readonly aria-label="Link to continue later"> <button type="button" class="copy"><span>Copy link</span></button></div>' +
        '<input type="hidden" name="hash" value=""><input type="hidden" name="source_url" value="">' +
        '</div>',
    );
  }
  return parts.join('\n');
}
