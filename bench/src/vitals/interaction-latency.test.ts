import { interactionLatencies, latencyOfInteractionSince, latencySummary } from './interaction-latency';

const entry = (name: string, interactionId: number, startTime: number, duration: number) => ({ name, interactionId, startTime, duration });

test('an interaction lasts as long as its longest event, in the order interactions started', () => {
  const tap = [entry('pointerdown', 7, 100, 24), entry('pointerup', 7, 160, 16), entry('click', 7, 161, 56)];
  const key = [entry('keydown', 9, 50, 32), entry('keyup', 9, 90, 16)];
  expect(interactionLatencies([...tap, ...key])).toEqual([32, 56]);
  expect(interactionLatencies([entry('pointermove', 0, 10, 200)])).toEqual([]);
});

test('the interaction a step caused is the first to start after the step began', () => {
  const entries = [entry('click', 3, 100, 80), entry('pointerdown', 4, 500, 40), entry('click', 4, 520, 64), entry('keydown', 5, 900, 24)];
  expect(latencyOfInteractionSince(entries, 400)).toBe(64);
  expect(latencyOfInteractionSince(entries, 1000)).toBeNull();
});

test('p75 is the nearest-rank value and worst the largest; an interaction under the threshold counts as the threshold', () => {
  expect(latencySummary([40, 56, 120, 24, 32, 48, 64, 16])).toEqual({ p75Ms: 56, worstMs: 120, n: 8 });
  expect(latencySummary([null, 24], 16)).toEqual({ p75Ms: 24, worstMs: 24, n: 2 });
  expect(latencySummary([])).toBeNull();
});
