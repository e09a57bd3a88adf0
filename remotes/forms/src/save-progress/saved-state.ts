/** Where the multistep position rides in the saved data: `_`-prefixed, so never a field (CF7 skips such names). */
export const STEP_KEY = '_eacf7_step';
/** forms-addon.md §8. */
export const COPIED_MESSAGE = 'Successfully link copied to clipboard!';
export const RESTORE_FAILED_MESSAGE = 'This saved form could not be restored: the link is not valid or has expired. The form is empty.';

/** CF7's machinery and the save area's own inputs are not the visitor's progress. */
const NOT_PROGRESS = /^(?:_wpcf7|_eacf7|hash$|source_url$)/;
const STATE = /^[A-Za-z0-9_-]{1,64}$/;
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_:.-]*(?:\[\])?$/;

/** A saved form that cannot be restored; `reason` says why, for the log. */
export class SavedStateError extends Error {
  readonly kind = 'saved-state-invalid' as const;
  constructor(readonly reason: string) {
    super(`saved progress cannot be restored: ${reason}`);
    this.name = 'SavedStateError';
  }
}

/** Guard by `kind`: errors cross bundles, where `instanceof` fails. */
export function isSavedStateError(error: unknown): error is SavedStateError {
  return typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'saved-state-invalid';
}

/** What a saved form holds: its values in form order (names as posted) and the step it was on. */
export interface SavedState {
  readonly values: ReadonlyArray<readonly [string, string]>;
  readonly step: number | undefined;
}

/** The form as `eacf7_save_progress` stores it: a query string of its text values (files travel as their upload records), plus the step. */
export function serializeProgress(entries: Iterable<[string, FormDataEntryValue]>, step?: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of entries) {
    if (typeof value === 'string' && !NOT_PROGRESS.test(name)) params.append(name, value);
  }
  if (step !== undefined && step > 0) params.set(STEP_KEY, String(step));
  return params.toString();
}

/**
 * Reads the `eacf7_state` parameter: undefined when the page has none, a
 * `SavedStateError` when it is there but malformed (DESIGN.md §8: hash
 * state is `[A-Za-z0-9_-]` only), so the form can say so.
 */
export function stateParam(search: string, name: string): string | undefined {
  const params = new URLSearchParams(search);
  if (!params.has(name)) return undefined;
  const value = params.get(name) ?? '';
  if (!STATE.test(value)) throw new SavedStateError('the link is malformed');
  return value;
}

/** Parses a saved form; a value that is not one (no fields, a name no field could have) is a `SavedStateError`. */
export function parseSavedState(text: string): SavedState {
  const values: Array<readonly [string, string]> = [];
  let step: number | undefined;
  for (const [name, value] of new URLSearchParams(text)) {
    if (name === STEP_KEY) {
      step = /^\d{1,3}$/.test(value) ? Number(value) : undefined;
      continue;
    }
    if (NOT_PROGRESS.test(name)) continue;
    if (!FIELD_NAME.test(name)) throw new SavedStateError(`"${name.slice(0, 40)}" is not a field name`);
    values.push([name, value]);
  }
  if (values.length === 0) throw new SavedStateError('it holds no values');
  return { values, step };
}

/** The values by name, multi-value names collecting every value. */
export function valuesByName(state: SavedState): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const [name, value] of state.values) map.set(name, [...(map.get(name) ?? []), value]);
  return map;
}
