import type { RunSample } from './measure-page';
import { summarizeRuns } from './results';

const sample = (interactiveMs: number | null, tbt: number): RunSample => ({
  jsTransferredBytes: 1000,
  jsGzip9Bytes: 990,
  jsRequests: 2,
  cssTransferredBytes: 300,
  requests: 5,
  readyExpected: interactiveMs !== null,
  interactiveMs,
  longTasks: tbt > 0 ? 1 : 0,
  totalBlockingTimeMs: tbt,
  chainDepth: 3,
  scripts: [],
});

test('medians of bytes, spreads of timings, and runs that never got interactive left out of the timing', () => {
  const summary = summarizeRuns([sample(100, 0), sample(300, 20), sample(null, 10), sample(200, 0)]);
  expect(summary).toMatchObject({ jsTransferredBytes: 1000, jsGzip9Bytes: 990, jsRequests: 2, requests: 5 });
  expect(summary?.interactiveMs).toEqual({ median: 200, min: 100, max: 300, n: 3 });
  expect(summary?.totalBlockingTimeMs).toEqual({ median: 5, min: 0, max: 20, n: 4 });
});

test('no runs, no summary', () => {
  expect(summarizeRuns([])).toBeNull();
});
