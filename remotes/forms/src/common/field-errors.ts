import { wrapOf } from './field-names';

/** One field the server refused, with the id its tip takes (`{unitTag}-ve-{field}`, as CF7 names it). */
export interface FieldError {
  readonly field: string;
  readonly message: string;
  readonly errorId: string;
  /**
   * The element id of the field's control, when the server names one (CF7's
   * `idref`, the step answer's `id`): finds the field when no wrap carries its name.
   */
  readonly controlId?: string | null;
}

const TIP_CLASS = 'wpcf7-not-valid-tip';
const INVALID_CLASS = 'wpcf7-not-valid';
/** Marks tips this runtime added, so clearing never removes a tip the server rendered for another reason. */
const OWN_TIP = 'data-cmsmf-tip';

const controlsOf = (wrap: Element) => [...wrap.querySelectorAll<HTMLElement>('.wpcf7-form-control, input[name], select[name], textarea[name]')];

/**
 * Shows a server reason under a field the way CF7 does (MARKUP-FACTS §2.1):
 * a `span.wpcf7-not-valid-tip` at the end of the field's wrap, `wpcf7-not-valid`
 * and `aria-invalid="true"` on its controls. Unlike CF7's `aria-hidden` tip,
 * ours is the description itself: each control's `aria-describedby` names it,
 * so the reason is read with the field. Returns false when the field has no wrap.
 *
 * DOM, not a component: the tip sits in CF7's shape inside the server's wrap (CF7's script and
 * styles find and remove it there, a root's container would break that), and the contact page
 * would load preact (~13 KB gz) for one span of text.
 */
export function showFieldError(root: ParentNode, error: FieldError): boolean {
  const wrap = wrapOf(root, error.field) ?? wrapOfControl(root, error.controlId);
  if (!wrap) return false;
  const doc = wrap.ownerDocument;
  const tip = doc.createElement('span');
  tip.className = TIP_CLASS;
  tip.id = error.errorId;
  tip.setAttribute(OWN_TIP, '');
  tip.textContent = error.message;
  wrap.appendChild(tip);
  for (const control of controlsOf(wrap)) {
    control.classList.add(INVALID_CLASS);
    control.setAttribute('aria-invalid', 'true');
    const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    if (!ids.includes(tip.id)) control.setAttribute('aria-describedby', [...ids, tip.id].join(' '));
  }
  return true;
}

/** The wrap of the control with element id `id` inside `root`, if any. */
function wrapOfControl(root: ParentNode, id: string | null | undefined): HTMLElement | null {
  if (!id) return null;
  for (const control of root.querySelectorAll<HTMLElement>('[id]')) {
    if (control.id === id) return control.closest<HTMLElement>('.wpcf7-form-control-wrap');
  }
  return null;
}

/** Undoes `showFieldError` for every field inside `root`. */
export function clearFieldErrors(root: ParentNode): void {
  for (const tip of root.querySelectorAll<HTMLElement>(`.${TIP_CLASS}[${OWN_TIP}]`)) removeTip(tip);
}

/** Undoes `showFieldError` for one field's wrap. */
function clearWrapErrors(wrap: Element): void {
  for (const tip of wrap.querySelectorAll<HTMLElement>(`.${TIP_CLASS}[${OWN_TIP}]`)) removeTip(tip);
}

function removeTip(tip: HTMLElement): void {
  const wrap = tip.closest('.wpcf7-form-control-wrap');
  if (wrap) {
    for (const control of controlsOf(wrap)) {
      control.classList.remove(INVALID_CLASS);
      if (control.hasAttribute('aria-invalid')) control.setAttribute('aria-invalid', 'false');
      const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && id !== tip.id);
      if (ids.length > 0) control.setAttribute('aria-describedby', ids.join(' '));
      else control.removeAttribute('aria-describedby');
    }
  }
  tip.remove();
}

type FieldControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isFieldControl = (el: Element): el is FieldControl =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;
const isRequired = (control: FieldControl) =>
  control.required || control.getAttribute('aria-required') === 'true' || control.classList.contains('wpcf7-validates-as-required');
const hasValue = (control: FieldControl) =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio') ? control.checked : control.value.trim() !== '';

/**
 * Whether a field's controls pass what the browser can check on its own: a
 * required field holds a value (one ticked box of a group), and each control
 * meets its constraints (`type=email`, `min`, `maxlength`, `pattern`…; CF7's
 * `novalidate` only stops the browser's bubbles, not `validity`). Rules only
 * the server knows are checked again on the next Send or Next.
 */
export function fieldSeemsValid(wrap: Element): boolean {
  const controls = controlsOf(wrap).filter(isFieldControl);
  if (controls.some((control) => !control.validity.valid && !control.validity.valueMissing)) return false;
  const required = controls.filter(isRequired);
  return required.length === 0 || required.some(hasValue);
}

/**
 * Clears a field's tip and `aria-invalid` as soon as the visitor changes the
 * field so that it is valid again (CF7 5.x does the same on `change`), instead
 * of leaving a corrected field marked until the next Send. Listens on `root`
 * until `signal` aborts.
 */
export function clearErrorsOnCorrection(root: HTMLElement, signal: AbortSignal): void {
  const onEdit = (event: Event) => {
    const target = event.target;
    const wrap = target instanceof Element ? target.closest('.wpcf7-form-control-wrap') : null;
    if (!wrap || !root.contains(wrap) || !wrap.querySelector(`.${TIP_CLASS}[${OWN_TIP}]`)) return;
    if (fieldSeemsValid(wrap)) clearWrapErrors(wrap);
  };
  root.addEventListener('change', onEdit, { signal });
  root.addEventListener('input', onEdit, { signal });
}

const FOCUSABLE = 'input:not([type=hidden]):not(.upload-file-list), select, textarea, button, [tabindex]:not([tabindex="-1"])';

/** What focus goes to for a field: its first visible control, or (uploaders) their browse button. */
export function focusTargetOf(wrap: Element): HTMLElement | null {
  for (const candidate of wrap.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if ((candidate as HTMLButtonElement).disabled || candidate.closest('[hidden]')) continue;
    return candidate;
  }
  return null;
}

/** Moves focus to the first field (in document order) that shows one of our tips; true when it did. */
export function focusFirstInvalid(root: ParentNode): boolean {
  const tip = root.querySelector(`.${TIP_CLASS}[${OWN_TIP}]`);
  const wrap = tip?.closest('.wpcf7-form-control-wrap');
  const target = wrap ? focusTargetOf(wrap) : null;
  target?.focus();
  return Boolean(target);
}
