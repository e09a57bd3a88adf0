import type { Cf7FeedbackResponse } from '@cms-mf/shared-contracts';
import { clearFieldErrors, showFieldError } from '../common/field-errors';

/**
 * CF7's visible message box, created at the end of the form when the page has none.
 * DOM, not a component: it is CF7's own markup, which CF7's script also writes when it runs, and the
 * contact page would load preact (~13 KB gz) for one line of text.
 */
function responseOutput(form: HTMLFormElement): HTMLElement {
  const existing = form.querySelector<HTMLElement>('.wpcf7-response-output');
  if (existing) return existing;
  const output = form.ownerDocument.createElement('div');
  output.className = 'wpcf7-response-output';
  form.appendChild(output);
  return output;
}

/** The polite live region CF7 renders for screen readers (`.screen-reader-response p[role=status]`). */
function statusRegion(form: HTMLFormElement): HTMLElement | null {
  const scope = form.closest('.wpcf7') ?? form;
  return scope.querySelector<HTMLElement>('.screen-reader-response [role="status"]');
}

/**
 * Puts a message in the response box and the screen-reader region. A page
 * without that region gets the box itself announced (`role=alert` for
 * failures, `role=status` otherwise).
 */
export function showResponseMessage(form: HTMLFormElement, message: string, urgent = false): void {
  const output = responseOutput(form);
  output.textContent = message;
  const region = statusRegion(form);
  if (region) {
    region.textContent = message;
  } else {
    output.setAttribute('role', urgent ? 'alert' : 'status');
  }
}

/** Clears what the last response showed: tips, invalid marks, messages (as CF7 does before a submit). */
export function clearResponse(form: HTMLFormElement): void {
  clearFieldErrors(form);
  const scope = form.closest('.wpcf7') ?? form;
  const list = scope.querySelector('.screen-reader-response ul');
  if (list) list.textContent = '';
  const region = statusRegion(form);
  if (region) region.textContent = '';
  const output = form.querySelector('.wpcf7-response-output');
  if (output) output.textContent = '';
}

/** Renders a feedback answer: a tip under each invalid field, the message, the posted-data hash. */
export function showFeedback(form: HTMLFormElement, response: Cf7FeedbackResponse): void {
  for (const item of response.invalid_fields) {
    showFieldError(form, { field: item.field, message: item.message, errorId: item.error_id, controlId: item.idref });
  }
  showResponseMessage(form, response.message);
  if (response.posted_data_hash !== undefined) {
    const hash = form.querySelector<HTMLInputElement>('input[name="_wpcf7_posted_data_hash"]');
    if (hash) hash.value = response.posted_data_hash;
  }
}
