import type { ReleasePointer } from '@cms-mf/shared-contracts/release/release-pointer';
import type { TelemetryReport } from '@cms-mf/shared-contracts/release/telemetry-report';
import { createCollector, failureKindOf, sourceOf, stackUrls, type CodeSource } from './collector';
import { FAILURE_MARK, PHASE_MEASURE, type FailureDetail, type PhaseDetail } from '../../shared/phase-marks';
import { watchVitals } from './watch-vitals';

/** Quiet time after the last event before a report goes (one beacon holds a burst of mounts). @default 2000 */
const SEND_AFTER_MS = 2000;

export interface TelemetryOptions {
  /** `cmsmf.telemetry.endpoint`, relative to the page. */
  readonly endpoint: string;
  readonly pointerUrl: string;
  /** The pointer as this visitor runs it (canary and overrides applied). */
  readonly pointer: ReleasePointer;
}

/** Every version folder of the pointer, so an error in a module's code names its remote and version. */
function codeSources(pointer: ReleasePointer, pointerUrl: string): CodeSource[] {
  return Object.entries(pointer.remotes).flatMap(([remote, release]) =>
    release.history.map((v) => ({ base: new URL('./', new URL(v.entry, pointerUrl)).href, remote, version: v.version })),
  );
}

const randomId = () => Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(36).padStart(2, '0')).join('');

/**
 * Field telemetry for one sampled page view (the shell loads this chunk only
 * then): reads the loader's phase measures and failure marks from the
 * performance timeline, attributes errors thrown by a module's own code to its
 * remote and version, adds the page view's Web Vitals (watch-vitals.ts), and sends them with `navigator.sendBeacon` after a quiet
 * moment and when the page is hidden or left.
 */
export function startTelemetry(options: TelemetryOptions): void {
  if (typeof navigator.sendBeacon !== 'function' || typeof PerformanceObserver === 'undefined') return;
  // Resolved here, in the chunk only sampled page views download, rather than in the runtime chunk.
  const endpoint = new URL(options.endpoint, location.href).href;
  const { pointerUrl, pointer } = options;
  const view = randomId();
  const pointerEntry = () => performance.getEntriesByName(pointerUrl)[0]?.duration ?? 0;
  const collector = createCollector(pointerEntry);
  const sources = codeSources(pointer, pointerUrl);
  let timer: ReturnType<typeof setTimeout> | undefined;

  const send = () => {
    clearTimeout(timer);
    const events = collector.drain();
    if (events.length === 0) return;
    const report: TelemetryReport = { v: 1, view, events };
    navigator.sendBeacon(endpoint, JSON.stringify(report));
  };
  const soon = () => {
    clearTimeout(timer);
    timer = setTimeout(send, SEND_AFTER_MS);
  };

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const detail = (entry as PerformanceMark).detail as (PhaseDetail & FailureDetail) | undefined;
      if (!detail) continue;
      if (entry.name === PHASE_MEASURE) collector.phase(detail, entry.duration, entry.startTime + entry.duration);
      else if (entry.name === FAILURE_MARK) collector.failure('failure', detail.remote, detail.version, failureKindOf(detail.error));
    }
    soon();
  }).observe({ entryTypes: ['measure', 'mark'] });
  // Entries written before this chunk arrived.
  for (const entry of [...performance.getEntriesByName(PHASE_MEASURE), ...performance.getEntriesByName(FAILURE_MARK)]) {
    const detail = (entry as PerformanceMark).detail as PhaseDetail & FailureDetail;
    if (entry.name === PHASE_MEASURE) collector.phase(detail, entry.duration, entry.startTime + entry.duration);
    else collector.failure('failure', detail.remote, detail.version, failureKindOf(detail.error));
  }
  soon();

  const moduleError = (urls: readonly string[]) => {
    const source = urls.map((url) => sourceOf(url, sources)).find(Boolean);
    if (!source) return;
    collector.failure('error', source.remote, source.version, 'runtime-error');
    soon();
  };
  window.addEventListener('error', (event) => {
    // An entry that throws while evaluating is a load failure, reported by the loader already.
    if (!event.defaultPrevented) moduleError([event.filename, ...stackUrls((event.error as Error | undefined)?.stack)]);
  });
  window.addEventListener('unhandledrejection', (event) => moduleError(stackUrls((event.reason as Error | undefined)?.stack)));
  // Web Vitals arrive when the page is hidden, possibly after the listeners below sent the rest.
  watchVitals(collector, () => (document.visibilityState === 'hidden' ? send() : soon()));
  window.addEventListener('pagehide', send);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
}
