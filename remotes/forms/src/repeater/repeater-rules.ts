/** The suffix the add-on gives a field in the n-th repeater item (1-based): `name__n` (MARKUP-FACTS §3.2). */
const SUFFIX = /__\d*$/;

/** A field name or id in item `n`: the base without any old suffix, then `__n`; `[]` stays last. */
export function renumberedName(name: string, n: number): string {
  const multi = name.endsWith('[]');
  const base = (multi ? name.slice(0, -2) : name).replace(SUFFIX, '');
  return `${base}__${n}${multi ? '[]' : ''}`;
}

/** The name without its item suffix (and `[]`): the catalogue's sub-field name. */
export function baseName(name: string): string {
  return (name.endsWith('[]') ? name.slice(0, -2) : name).replace(SUFFIX, '');
}

/** The limit from `data-limit` and `data-limit-count`: null when there is none. */
export function readLimit(limitOn: string | null, limitCount: string | null): number | null {
  if (!limitOn || limitOn === '0' || limitOn === 'false') return null;
  const count = Number.parseInt(limitCount ?? '', 10);
  return Number.isInteger(count) && count >= 1 ? count : null;
}

/** Adding is allowed only while the count is below the limit, when one is set (forms-addon.md §5). */
export function canAdd(count: number, limit: number | null): boolean {
  return limit === null || count < limit;
}

/** The remove control shows only while more than one item is left (forms-addon.md §4). */
export function canRemove(count: number): boolean {
  return count > 1;
}

/**
 * Which item takes the focus after item `removed` (0-based) went, of the
 * `left` items remaining: the one that moved into its place, or the new last.
 */
export function focusAfterRemoval(removed: number, left: number): number {
  return Math.max(0, Math.min(removed, left - 1));
}
