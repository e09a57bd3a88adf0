/** Median, min and max of repeated measurements: what the benchmark reports for every figure. */
export interface Summary {
  readonly median: number;
  readonly min: number;
  readonly max: number;
  /** Number of measurements. */
  readonly n: number;
}

const sorted = (values: readonly number[]): number[] => [...values].sort((a, b) => a - b);

/** Median (the mean of the middle two for an even count); NaN for no values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const s = sorted(values);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * Nearest-rank percentile (`p` in 0–100): always one of the measured values, so
 * a p95 of 20 samples is the 19th slowest, never an interpolation between two.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  if (p < 0 || p > 100) throw new RangeError(`percentile ${p} is outside 0–100`);
  const s = sorted(values);
  const rank = Math.max(1, Math.ceil((p / 100) * s.length));
  return s[rank - 1]!;
}

export function summarize(values: readonly number[]): Summary {
  if (values.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN, n: 0 };
  const s = sorted(values);
  return { median: median(s), min: s[0]!, max: s[s.length - 1]!, n: s.length };
}
