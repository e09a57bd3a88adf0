/** Deepest nesting of arrays and objects a posted JSON value may have (a form's values need 3 or 4). */
export const JSON_MAX_DEPTH = 32;
/** Longest posted JSON value read unless a reader says otherwise. */
export const JSON_MAX_LENGTH = 64 * 1024;

export type BoundedJson = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly reason: 'length' | 'depth' | 'syntax' };

/**
 * Whether `text` nests arrays and objects no deeper than `maxDepth`: one
 * linear pass that skips strings, run before JSON.parse so a 5,000-deep
 * value never reaches a recursive reader (or the stack) and a huge one is
 * refused before it is parsed.
 */
export function jsonDepthWithin(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > maxDepth) return false;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return true;
}

/** JSON.parse within a length and a nesting depth; never throws. */
export function parseBoundedJson(text: string, { maxLength = JSON_MAX_LENGTH, maxDepth = JSON_MAX_DEPTH }: { maxLength?: number; maxDepth?: number } = {}): BoundedJson {
  if (text.length > maxLength) return { ok: false, reason: 'length' };
  if (!jsonDepthWithin(text, maxDepth)) return { ok: false, reason: 'depth' };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, reason: 'syntax' };
  }
}
