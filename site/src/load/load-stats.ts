/** Latency summary of one kind of request. */
export interface LatencySummary {
  readonly count: number;
  readonly errors: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

/** The value at quantile `q` (0..1) of sorted values, nearest rank; 0 for none. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

export function summarise(latencies: readonly number[], errors: number): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return { count: sorted.length, errors, p50: round(quantile(sorted, 0.5)), p95: round(quantile(sorted, 0.95)), p99: round(quantile(sorted, 0.99)), max: round(sorted.at(-1) ?? 0) };
}

/** Picks a request kind by weight for a number in [0, 1). */
export function pickByWeight<K extends string>(weights: Readonly<Record<K, number>>, random: number): K {
  const entries = Object.entries(weights) as [K, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let at = random * total;
  for (const [kind, weight] of entries) {
    if (at < weight) return kind;
    at -= weight;
  }
  return entries.at(-1)![0];
}
