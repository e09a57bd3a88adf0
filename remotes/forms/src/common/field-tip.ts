import { readFormIdentity } from './form-identity';
import { clearFieldErrors, showFieldError } from './field-errors';

/**
 * The tip a field shows for its own check in the browser (the phone on blur,
 * a date outside its limits): the same `span.wpcf7-not-valid-tip`,
 * `wpcf7-not-valid` and `aria-invalid` as a server error (field-errors.ts),
 * with the id CF7 gives that field's error, so a later server answer replaces it.
 */
export function showFieldTip(wrap: HTMLElement, message: string): void {
  const field = wrap.getAttribute('data-name') ?? '';
  const form = wrap.closest('form');
  const unitTag = form ? readFormIdentity(form).unitTag : '';
  clearFieldErrors(wrap);
  showFieldError(wrap.parentElement ?? wrap, { field, message, errorId: `${unitTag || 'cmsmf'}-ve-${field}` });
}

export function clearFieldTip(wrap: HTMLElement): void {
  clearFieldErrors(wrap);
}
