/**
 * The load phases and failures of remotes, written to the page's performance
 * timeline. The loader only writes these few entries; the telemetry sender, a chunk
 * loaded only where a site configures it, reads them back, so a page without
 * telemetry pays for one tiny call and nothing else.
 */
export const PHASE_MEASURE = 'cmsmf:phase';
export const FAILURE_MARK = 'cmsmf:failure';

export type Phase = 'entry' | 'module' | 'mount';

export interface PhaseDetail {
  readonly phase: Phase;
  readonly remote: string;
  readonly version: string;
}

export interface FailureDetail {
  readonly remote: string;
  readonly version: string;
  /** The shell error's stable name (`ScriptNetworkError`…), or `mount`; the sender maps it to a failure kind. */
  readonly error: string;
}

/**
 * Records that `phase` of `remote@version` ran from `start` (a `performance.now()`)
 * until now; without `start`, that it failed (`phase` then names the error).
 */
export function recordPhase(phase: string, remote: string, version: string, start?: number): void {
  try {
    if (start === undefined) performance.mark(FAILURE_MARK, { detail: { remote, version, error: phase } });
    else performance.measure(PHASE_MEASURE, { start, detail: { phase, remote, version } });
  } catch {
    // A browser without User Timing level 3 records nothing; the page works the same.
  }
}
