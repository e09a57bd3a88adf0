import { wrapOf } from './field-names';

/** One field the server refused, with the id its tip takes (`{unitTag}-ve-{field}`, as CF7 names it). */
export interface FieldError {
  readonly field: string;
  readonly message: string;
  readonly errorId: string;
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
 */
export function showFieldError(root: ParentNode, error: FieldError): boolean {
  const wrap = wrapOf(root, error.field);
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

/** Undoes `showFieldError` for every field inside `root`. */
export function clearFieldErrors(root: ParentNode): void {
  for (const tip of root.querySelectorAll<HTMLElement>(`.${TIP_CLASS}[${OWN_TIP}]`)) {
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
