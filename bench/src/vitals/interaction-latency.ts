import type { EventTimingEntry } from './vitals-probe';

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
