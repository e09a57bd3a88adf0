import { percentile } from '../stats';
import { EVENT_DURATION_THRESHOLD_MS, type EventTimingEntry } from './vitals-probe';

/**
 * The latency of each interaction in `entries`: the longest duration among the events
 * that share its `interactionId` (a tap is pointerdown, pointerup and click), as INP
 * counts it. In the order the interactions started.
 */
export function interactionLatencies(entries: readonly EventTimingEntry[]): number[] {
  const byId = new Map<number, { start: number; duration: number }>();
  for (const e of entries) {
    if (!e.interactionId) continue;
    const seen = byId.get(e.interactionId);
    if (!seen) byId.set(e.interactionId, { start: e.startTime, duration: e.duration });
    else byId.set(e.interactionId, { start: Math.min(seen.start, e.startTime), duration: Math.max(seen.duration, e.duration) });
  }
  return [...byId.values()].sort((a, b) => a.start - b.start).map((i) => i.duration);
}

/**
 * The latency of the interaction that started at or after `since` (performance time):
 * the one a harness step caused. Null when the browser reported none, which means
 * it took less than the probe's threshold.
 */
export function latencyOfInteractionSince(entries: readonly EventTimingEntry[], since: number): number | null {
  const later = entries.filter((e) => e.startTime >= since);
  const [first] = interactionLatencies(later);
  return first ?? null;
}

/** INP figures of one interaction over many tries. */
export interface LatencySummary {
  /** Nearest rank, as the field's p75 is read. */
  readonly p75Ms: number;
  readonly worstMs: number;
  readonly n: number;
}

/**
 * p75 and worst of an interaction's latencies. A try the browser reported nothing for (null) was quicker
 * than the probe's threshold, and counts as the threshold, an upper bound.
 */
export function latencySummary(latencies: readonly (number | null)[], thresholdMs: number = EVENT_DURATION_THRESHOLD_MS): LatencySummary | null {
  if (latencies.length === 0) return null;
  const values = latencies.map((l) => l ?? thresholdMs);
  return { p75Ms: percentile(values, 75), worstMs: Math.max(...values), n: values.length };
}
