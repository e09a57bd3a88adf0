/**
 * Copies the latest benchmark run (`bench/results/latest.md`, written by `npm run bench`) into
 * `docs/benchmark.md`, between its markers, so the figures that change live in one document:
 *
 *   node node_modules/tsx/dist/cli.mjs scripts/benchmark-doc.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '..');
export const BENCH_START = '<!-- bench-latest:start (copied from bench/results/latest.md by scripts/benchmark-doc.ts) -->';
export const BENCH_END = '<!-- bench-latest:end -->';

/** The run's report without its own title, which the document's heading replaces. */
export function latestBody(latest: string): string {
  return latest.replace(/^# .*\n+/, '').trim();
}

/** `doc` with the block between the markers replaced by `body`. */
export function withLatest(doc: string, body: string): string {
  const start = doc.indexOf(BENCH_START);
  const end = doc.indexOf(BENCH_END);
  if (start < 0 || end < start) throw new Error(`docs/benchmark.md has no ${BENCH_START} … ${BENCH_END} block`);
  return `${doc.slice(0, start + BENCH_START.length)}\n${body}\n${doc.slice(end)}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const file = path.join(REPO_ROOT, 'docs/benchmark.md');
  const latest = readFileSync(path.join(REPO_ROOT, 'bench/results/latest.md'), 'utf8');
  writeFileSync(file, withLatest(readFileSync(file, 'utf8'), latestBody(latest)));
  console.log('docs/benchmark.md: latest run copied from bench/results/latest.md');
}
