import type { LayoutShift } from './cls-session-windows';

/** The page global the vitals probe fills in. */
export const VITALS_GLOBAL = '__cmsmfVitals';

/** One `PerformanceEventTiming` entry of an interaction (`interactionId` > 0). */
export interface EventTimingEntry {
  readonly name: string;
  readonly interactionId: number;
  readonly startTime: number;
  /** From the input to the next frame painted after its handlers: what INP counts, rounded to 8 ms by the browser. */
  readonly duration: number;
}

/** What the probe has seen by the time it is read. */
export interface VitalsReadout {
  readonly shifts: readonly LayoutShift[];
  /** The last `largest-contentful-paint` candidate's time (render time, else load time); null before any. */
  readonly lcpMs: number | null;
  readonly lcpElement: string | null;
  readonly events: readonly EventTimingEntry[];
}

/**
 * Event Timing reports events of at least this duration; 16 ms (its floor) so that every
 * interaction of a frame or more is seen, not only those past the 104 ms default.
 */
export const EVENT_DURATION_THRESHOLD_MS = 16;

/**
 * Installed before any page script (an init script). A string, not a function: see
 * PROBE_SOURCE in page-probe.ts. `describe` names an element the way the report prints it.
 */
export const VITALS_PROBE_SOURCE = `(() => {
  const vitals = { shifts: [], lcpMs: null, lcpElement: null, events: [] };
  Object.defineProperty(window, '${VITALS_GLOBAL}', { value: vitals });
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node ? node.nodeName.toLowerCase() : '?';
    if (node.id) return '#' + node.id;
    const cls = [...node.classList].slice(0, 2).join('.');
    return node.localName + (cls ? '.' + cls : '');
  };
  const observe = (type, options, take) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true, ...options });
    } catch (error) {
      console.warn('[bench] no ' + type + ' observer', error);
    }
  };
  observe('layout-shift', {}, (e) => vitals.shifts.push({
    startTime: e.startTime, value: e.value, hadRecentInput: e.hadRecentInput,
    sources: (e.sources || []).map((s) => describe(s.node) + ' y ' + Math.round(s.previousRect.y) + '→' + Math.round(s.currentRect.y) + ' h ' + Math.round(s.previousRect.height) + '→' + Math.round(s.currentRect.height)),
  }));
  observe('largest-contentful-paint', {}, (e) => { vitals.lcpMs = e.renderTime || e.loadTime || e.startTime; vitals.lcpElement = describe(e.element); });
  observe('event', { durationThreshold: ${EVENT_DURATION_THRESHOLD_MS} }, (e) => {
    if (e.interactionId) vitals.events.push({ name: e.name, interactionId: e.interactionId, startTime: e.startTime, duration: e.duration });
  });
  observe('first-input', {}, (e) => {
    if (e.interactionId) vitals.events.push({ name: e.name, interactionId: e.interactionId, startTime: e.startTime, duration: e.duration });
  });
})();`;

/** An expression a page evaluates to its readout. */
export const READ_VITALS = `JSON.parse(JSON.stringify(window.${VITALS_GLOBAL}))`;
