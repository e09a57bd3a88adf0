import type { LongTask } from './blocking-time';

/** The page global the probe fills in. */
export const PROBE_GLOBAL = '__cmsmfBench';

/** What the probe has seen by the time it is read. */
export interface ProbeReadout {
  /** performance.now() when the shell first marked an element `data-cmsmf-mounted`. */
  readonly firstMountAt: number | null;
  /** performance.now() of jQuery's ready callback (baseline pages only). */
  readonly readyAt: number | null;
  readonly longTasks: readonly LongTask[];
}

/**
 * Installed before any page script (an init script). A string, not a function:
 * tsx compiles with `keepNames`, which would leave `__name()` calls in a
 * serialised function that the page cannot resolve.
 */
export const PROBE_SOURCE = `(() => {
  const probe = { firstMountAt: null, readyAt: null, longTasks: [] };
  Object.defineProperty(window, '${PROBE_GLOBAL}', { value: probe });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) probe.longTasks.push({ startTime: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) {
    console.warn('[bench] no long-task observer', error);
  }
  // The shell marks an element once its module has mounted: listeners are in place, it is interactive.
  new MutationObserver((records, observer) => {
    if (records.some((r) => r.target.nodeType === 1 && r.target.hasAttribute('data-cmsmf-mounted'))) {
      probe.firstMountAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-cmsmf-mounted'] });
})();`;

/** Baseline pages call this from jQuery's ready. */
export const BASELINE_READY_SOURCE = `jQuery(function () { var probe = window.${PROBE_GLOBAL}; if (probe) probe.readyAt = performance.now(); });`;

/** An expression a page evaluates to its readout. */
export const READ_PROBE = `JSON.parse(JSON.stringify(window.${PROBE_GLOBAL}))`;
