import { sanitizeHashState } from './sanitize-hash-state';

/**
 * Module state in the location hash (theme-frontend.md §2; MARKUP-FACTS §1.4):
 * `moduleId|param|param`, several modules joined by `||`, e.g.
 * `#gallery_1|2||portfolio_3|web|1`.
 */
export interface HashModuleState {
  /** Element id of the module. */
  readonly id: string;
  /** Its parameters in order (tabs: index; gallery: page; portfolio: category slug, page). */
  readonly params: readonly string[];
}

/** Separator between modules. */
export const HASH_MODULE_SEPARATOR = '||';
/** Separator between a module id and its params. */
export const HASH_PARAM_SEPARATOR = '|';

/**
 * Parses a hash (with or without `#`) after sanitising it. Entries without an
 * id are dropped; empty params are kept, since their position carries meaning.
 */
export function parseHashState(hash: string): HashModuleState[] {
  const clean = sanitizeHashState(hash);
  if (clean === '') return [];
  return clean
    .split(HASH_MODULE_SEPARATOR)
    .map((part) => part.split(HASH_PARAM_SEPARATOR))
    .filter(([id]) => id !== undefined && id !== '')
    .map(([id, ...params]) => ({ id: id as string, params }));
}

/**
 * Builds the hash (without `#`) for some module states, the inverse of
 * `parseHashState` for sanitised values. Ids and params are sanitised too, so
 * a slug can never inject a separator-free character the parser would drop.
 * Trailing empty params are left out.
 */
export function serializeHashState(states: readonly HashModuleState[]): string {
  return states
    .map(({ id, params }) => [id, ...params].map((value) => sanitizeHashState(value).replace(/\|/g, '')).join(HASH_PARAM_SEPARATOR))
    // Trailing empty params carry no position, and a trailing bar would run into the next `||` (`a|` + `b` = `a|||b`, which loses b).
    .map((entry) => entry.replace(/\|+$/, ''))
    .filter((entry) => entry !== '' && !entry.startsWith(HASH_PARAM_SEPARATOR))
    .join(HASH_MODULE_SEPARATOR);
}

/** Prefix of the plain `#tab-{slug}` hash that opens the matching tab on load. */
export const TAB_HASH_PREFIX = 'tab-';

/** The tab slug of a `#tab-{slug}` hash, or null when the hash is not of that form. */
export function tabSlugFromHash(hash: string): string | null {
  const clean = sanitizeHashState(hash);
  if (!clean.startsWith(TAB_HASH_PREFIX) || clean.includes(HASH_PARAM_SEPARATOR)) return null;
  const slug = clean.slice(TAB_HASH_PREFIX.length);
  return slug === '' ? null : slug;
}

/**
 * The hash (without `#`) after setting one module's state, keeping every
 * other module's entry in place (a page may deep-link a gallery and a tab at once).
 */
export function withModuleState(hash: string, state: HashModuleState): string {
  const states = parseHashState(hash);
  const index = states.findIndex((entry) => entry.id === state.id);
  if (index === -1) states.push(state);
  else states[index] = state;
  return serializeHashState(states);
}

/** The params of one module in a hash, or null when the hash does not name it. */
export function moduleParams(hash: string, id: string): readonly string[] | null {
  return parseHashState(hash).find((entry) => entry.id === id)?.params ?? null;
}
