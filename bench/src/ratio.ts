/**
 * `ours / other`, or null when either side was not measured or `other` is zero
 * (a ratio against nothing says nothing).
 */
export function ratio(ours: number | null | undefined, other: number | null | undefined): number | null {
  if (ours == null || other == null || !Number.isFinite(ours) || !Number.isFinite(other) || other === 0) return null;
  return ours / other;
}

/** `0.42×`; `—` when there is no ratio. */
export function formatRatio(value: number | null): string {
  if (value === null) return '—';
  return `${value < 10 ? value.toFixed(2) : value.toFixed(1)}×`;
}
