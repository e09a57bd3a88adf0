/**
 * The page's hash state (theme-frontend.md "Hash state"; MARKUP-FACTS.md §1.4):
 * the address hash holds `elementId|param|param`, several modules joined by
 * `||`. Before use it is stripped to letters, digits, `-`, `_` and `|`
 * (DESIGN.md §8), so a hostile hash is inert: it never reaches a selector or HTML.
 */
const NOT_HASH_STATE = /[^A-Za-z0-9_|-]/g;
/** Longer hashes are cut: no module's state needs more, and parsing stays cheap. */
const MAX_HASH_STATE_LENGTH = 512;

/** The stripped text of a raw hash (`#` included or not). */
export function stripHashState(raw: string): string {
  return raw.replace(NOT_HASH_STATE, '').slice(0, MAX_HASH_STATE_LENGTH);
}

/** Each module's `[elementId, ...params]`, in order; empty ids are dropped. */
export function parseHashState(raw: string): string[][] {
  return stripHashState(raw)
    .split('||')
    .map((part) => part.split('|'))
    .filter((parts) => parts[0] !== '');
}

/** The element ids a hash names: their modules have state to show as soon as the page loads. */
export function hashStateIds(raw: string): Set<string> {
  return new Set(parseHashState(raw).map((parts) => parts[0]!));
}
