import { DEFAULT_GUARD_RAILS, judgeCanary } from './canary-guard';
import type { VersionStatus } from './status-summary';

const line = (version: string, pageViews: number, failureRate: number, inpViews = 0, p75InpMs: number | null = null): VersionStatus => ({ remote: 'gallery', version, pageViews, failureRate, p75Ms: 100, inpViews, p75InpMs, p75Cls: 0 });
const rails = { maxFailureRate: 2, maxInpRegressionMs: 50, minPageViews: 20 };

test('the defaults are what the docs state', () => {
  expect(DEFAULT_GUARD_RAILS).toEqual({ maxFailureRate: 2, maxInpRegressionMs: 50, minPageViews: 20 });
});

describe('load-failure rate', () => {
  test('beyond the margin halts; at it runs on', () => {
    // 3 % vs 1 %: 2 points exactly (floating point says 2.0000000000000004).
    expect(judgeCanary(line('s', 100, 0.03), line('c', 100, 0.05), rails).halt).toBe(false);
    const verdict = judgeCanary(line('s', 100, 0.01), line('c', 100, 0.031), rails);
    expect(verdict).toEqual({ halt: true, reason: 'load-failure rate 3.1 % vs stable 1.0 % (+2.1 points, margin 2) over 100 and 100 page views' });
    // Better than stable is never a reason.
    expect(judgeCanary(line('s', 100, 0.5), line('c', 100, 0), rails).halt).toBe(false);
  });

  test('judged from the minimum sample on both sides, and not before', () => {
    expect(judgeCanary(line('s', 20, 0), line('c', 20, 0.5), rails).halt).toBe(true);
    expect(judgeCanary(line('s', 20, 0), line('c', 19, 0.5), rails)).toEqual({ halt: false, reason: expect.stringContaining('failure rate: 19 canary and 20 stable page views of 20 each') });
    expect(judgeCanary(line('s', 19, 0), line('c', 100, 0.5), rails).halt).toBe(false);
    expect(judgeCanary(undefined, line('c', 100, 1), rails).halt).toBe(false);
    expect(judgeCanary(line('s', 100, 0), undefined, rails).halt).toBe(false);
  });
});

describe('p75 INP', () => {
  test('beyond the margin halts; at it runs on', () => {
    expect(judgeCanary(line('s', 30, 0, 30, 120), line('c', 30, 0, 30, 170), rails).halt).toBe(false);
    expect(judgeCanary(line('s', 30, 0, 30, 120), line('c', 30, 0, 30, 171), rails)).toEqual({ halt: true, reason: 'p75 INP 171 ms vs stable 120 ms (+51 ms, margin 50 ms) over 30 and 30 page views' });
  });

  test('page views with an interaction count, from the minimum on both sides', () => {
    expect(judgeCanary(line('s', 300, 0, 20, 100), line('c', 300, 0, 20, 400), rails).halt).toBe(true);
    expect(judgeCanary(line('s', 300, 0, 20, 100), line('c', 300, 0, 19, 400), rails)).toEqual({ halt: false, reason: expect.stringContaining('INP: 19 canary and 20 stable page views with an interaction, of 20 each') });
    expect(judgeCanary(line('s', 300, 0, 19, 100), line('c', 300, 0, 300, 400), rails).halt).toBe(false);
  });

  test('a failure-rate breach is named first; a healthy canary with enough page views runs on', () => {
    expect(judgeCanary(line('s', 30, 0, 30, 100), line('c', 30, 0.5, 30, 900), rails).reason).toMatch(/^load-failure rate/);
    expect(judgeCanary(line('s', 30, 0.01, 30, 100), line('c', 30, 0.02, 30, 130), rails)).toEqual({ halt: false, reason: 'within its guard rails' });
  });
});
