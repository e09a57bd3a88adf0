import type { Summary } from './stats';

/** 1 KB = 1024 bytes, as in the budgets and the existing page-weight test. */
export const KB = 1024;

/** `45.3` (KB, one decimal); `—` when not measured. */
export function formatKB(bytes: number | null | undefined): string {
  return bytes == null || !Number.isFinite(bytes) ? '—' : (bytes / KB).toFixed(1);
}

/** `412 (398–431)`: median with min and max, whole milliseconds; `—` when not measured. */
export function formatSpread(summary: Summary | null | undefined, decimals = 0): string {
  if (!summary || summary.n === 0 || !Number.isFinite(summary.median)) return '—';
  const f = (value: number) => value.toFixed(decimals);
  return summary.min === summary.max ? f(summary.median) : `${f(summary.median)} (${f(summary.min)}–${f(summary.max)})`;
}
