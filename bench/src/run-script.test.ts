import { microRowLine } from './run-script';

const row = { name: 'early click', variant: 'ours' as const, status: 'measured' as const, note: '', p50Ms: 109.4, p95Ms: 180.6, samples: [1, 2, 3] };

test('a measured row: its variant, whole milliseconds and the sample count', () => {
  expect(microRowLine(row)).toBe('early click, ours: measured, p50 109 ms, p95 181 ms, n 3');
});

test('a row without a variant or figures says so, with its note', () => {
  expect(microRowLine({ ...row, name: 'scroll 10', variant: null, status: 'failed', p50Ms: null, p95Ms: null, samples: [], note: 'no frames' })).toBe('scroll 10: failed, p50 — ms, p95 — ms, n 0; no frames');
});

test('per-frame figures under 10 ms keep their tenth', () => {
  expect(microRowLine({ ...row, name: 'scroll 1000', variant: null, p50Ms: 0.84, p95Ms: 1.93 })).toBe('scroll 1000: measured, p50 0.8 ms, p95 1.9 ms, n 3');
});
