import { runLoad } from './run-load';

// The load and restart check, bounded for CI (`npm run load` runs the 60 s one).
test('a short mixed load with a SIGKILL half-way loses no acknowledged write', async () => {
  const report = await runLoad({ seconds: 4, concurrency: 4, killMidway: true });
  expect(report.killed).toBe(true);
  expect(report.acknowledgedWrites).toBeGreaterThan(0);
  expect(report.storedAcknowledged).toBe(report.acknowledgedWrites);
  expect(report.storedRows).toBeGreaterThanOrEqual(report.acknowledgedWrites);
  for (const summary of Object.values(report.byKind)) expect(summary.errors).toBe(0);
  // Two site starts (tsx compiles the site each time) and the load itself: seconds on a quiet machine,
  // over a minute when the machine is saturated. The load runs for 4 s of its own clock whatever the machine's speed.
}, 180_000);
