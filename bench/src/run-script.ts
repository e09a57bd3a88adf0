import type { MicroResult } from './results';

/**
 * One micro row as the partial runners print it: name, variant, status, p50 and p95 ms (a tenth under
 * 10 ms, where the scroll rows' per-frame figures live), samples, note.
 */
export function microRowLine(row: MicroResult): string {
  const ms = (value: number | null) => (value === null ? '—' : value.toFixed(value < 10 ? 1 : 0));
  return `${row.name}${row.variant ? `, ${row.variant}` : ''}: ${row.status}, p50 ${ms(row.p50Ms)} ms, p95 ${ms(row.p95Ms)} ms, n ${row.samples.length}${row.note ? `; ${row.note}` : ''}`;
}

/** Runs a bench script's `main`, printing a failure in one line and exiting non-zero. */
export function runBenchScript(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error('[bench] failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
