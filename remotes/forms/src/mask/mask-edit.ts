import { conformToMask } from '@cms-mf/shared-contracts/fields';

/** The text box's text and selection. */
export interface MaskState {
  readonly value: string;
  readonly start: number;
  readonly end: number;
}

/** What the visitor did, from `beforeinput`'s `inputType`. */
export type MaskEdit =
  | { readonly kind: 'type'; readonly text: string }
  | { readonly kind: 'paste'; readonly text: string }
  | { readonly kind: 'delete-backward' }
  | { readonly kind: 'delete-forward' };

/**
 * The result of an edit in a masked field, or null when it is refused (the
 * text stays as it was): a typed character that fits no slot, or typing into
 * a full mask, is refused; a paste keeps what fits and is refused only when
 * nothing of it does. Deleting never writes the literals back, so Backspace
 * walks over a `/` instead of sticking on it.
 */
export function applyMaskEdit(state: MaskState, edit: MaskEdit, mask: string): { value: string; caret: number } | null {
  const { value, start, end } = state;
  let raw: string;
  let caret: number;
  if (edit.kind === 'type' || edit.kind === 'paste') {
    raw = value.slice(0, start) + edit.text + value.slice(end);
    caret = start + edit.text.length;
  } else if (start !== end) {
    raw = value.slice(0, start) + value.slice(end);
    caret = start;
  } else if (edit.kind === 'delete-backward') {
    if (start === 0) return null;
    raw = value.slice(0, start - 1) + value.slice(start);
    caret = start - 1;
  } else {
    if (start >= value.length) return null;
    raw = value.slice(0, start) + value.slice(start + 1);
    caret = start;
  }
  const typing = edit.kind === 'type' || edit.kind === 'paste';
  const result = conformToMask(raw, mask, typing);
  if (edit.kind === 'type' || edit.kind === 'paste') {
    const inserted = result.kept.slice(start, start + edit.text.length);
    const dropped = result.kept.filter((kept) => !kept).length;
    // The literal the mask has just written, typed again: accepted, nothing changes.
    if (edit.kind === 'type' && dropped > 0) return start === end && isLiteral(edit.text, mask) && value[start - 1] === edit.text ? { value, caret: start } : null;
    if (edit.kind === 'paste' && !inserted.some(Boolean)) return null;
  }
  const mapped = caret === 0 ? 0 : caret >= raw.length ? result.value.length : result.end[caret - 1]!;
  return { value: result.value, caret: mapped };
}

const TOKEN_CHARACTERS = '09AS';

function isLiteral(text: string, mask: string): boolean {
  return text.length === 1 && !TOKEN_CHARACTERS.includes(text) && mask.includes(text);
}
