import { proModule } from '../common/pro-flag';
import { INPUT_MASKS, conformToMask, fitsMask, isInputMaskType, maskMessage, maskPlaceholder } from '@cms-mf/shared-contracts/fields';
import { clearFieldTip, showFieldTip } from '../common/field-tip';
import { type MaskEdit, applyMaskEdit } from './mask-edit';

/** `beforeinput` types this field shapes; others (undo, drag and drop) are let through and the text re-fitted. */
function editOf(event: InputEvent): MaskEdit | null {
  switch (event.inputType) {
    case 'insertText': return event.data ? { kind: 'type', text: event.data } : null;
    case 'insertFromPaste': return { kind: 'paste', text: event.dataTransfer?.getData('text/plain') ?? event.data ?? '' };
    case 'deleteContentBackward': return { kind: 'delete-backward' };
    case 'deleteContentForward': return { kind: 'delete-forward' };
    default: return null;
  }
}

/**
 * `./mask`, mounted on `.eacf7-mask-input` (MARKUP-FACTS §3.2): shapes what is
 * typed or pasted to the field's mask (`data-mask-type`, or a custom
 * `data-mask` in the same tokens), refusing characters that do not fit, and
 * says on blur when a started value does not fill it. The rules are in
 * mask-edit.ts and shared-contracts' input-masks.ts, which the server applies too.
 */
export const maskModule = proModule((el, _ctx, signal) => {
  if (!(el instanceof HTMLInputElement)) return;
  const input = el;
  const typeName = input.getAttribute('data-mask-type') ?? '';
  const type = isInputMaskType(typeName) ? typeName : null;
  const mask = input.getAttribute('data-mask')?.trim() || (type ? INPUT_MASKS[type] : '');
  if (!mask) return;
  const wrap = input.closest<HTMLElement>('.wpcf7-form-control-wrap');
  const addedPlaceholder = !input.placeholder;
  if (addedPlaceholder) input.placeholder = input.getAttribute('data-placeholder') || maskPlaceholder(mask);

  const set = (value: string, caret: number) => {
    input.value = value;
    input.setSelectionRange(caret, caret);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  input.addEventListener('beforeinput', (event) => {
    const edit = editOf(event);
    if (!edit) return;
    event.preventDefault();
    const next = applyMaskEdit({ value: input.value, start: input.selectionStart ?? input.value.length, end: input.selectionEnd ?? input.value.length }, edit, mask);
    if (next && (next.value !== input.value || next.caret !== input.selectionStart)) set(next.value, next.caret);
  }, { signal });
  // Whatever came in another way (autofill, undo, drop) is fitted to the mask.
  input.addEventListener('input', (event) => {
    if (!event.isTrusted) return;
    const fitted = conformToMask(input.value, mask, false).value;
    if (fitted !== input.value) set(fitted, fitted.length);
  }, { signal });
  input.addEventListener('blur', () => {
    if (!wrap) return;
    if (input.value === '' || fitsMask(input.value, mask, type)) clearFieldTip(wrap);
    else showFieldTip(wrap, maskMessage(mask));
  }, { signal });
  if (input.value !== '') input.value = conformToMask(input.value, mask, false).value;

  return () => {
    if (addedPlaceholder) input.removeAttribute('placeholder');
  };
});
