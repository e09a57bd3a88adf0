import { summarizeLoadVitals } from './vitals-results';

const run = (lcpMs: number | null, cls: number, startMs = 1000) => ({ lcpMs, lcpElement: 'h1', cls, worstShift: cls > 0 ? { startMs, value: cls, sources: ['#theme-content y 400→844 h 20→20'] } : null });

test('median LCP and CLS of the runs, with the trace of the run that shifted most', () => {
  expect(summarizeLoadVitals([run(600, 0.002), run(700, 0.3, 3500), run(650, 0.004)])).toEqual({
    lcpMs: 650,
    cls: 0.004,
    worstShift: { startMs: 3500, value: 0.3, sources: ['#theme-content y 400→844 h 20→20'] },
    n: 3,
  });
});

test('runs without an LCP leave it to the others; no run, no summary', () => {
  expect(summarizeLoadVitals([run(null, 0), run(500, 0)])?.lcpMs).toBe(500);
  expect(summarizeLoadVitals([run(null, 0)])?.lcpMs).toBeNull();
  expect(summarizeLoadVitals([])).toBeNull();
});
