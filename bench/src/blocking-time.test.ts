import { totalBlockingTime } from './blocking-time';

test('sums the part of each task beyond 50 ms', () => {
  expect(totalBlockingTime([
    { startTime: 10, duration: 120 },
    { startTime: 300, duration: 51 },
  ])).toBe(71);
});

test('tasks of 50 ms or less block nothing', () => {
  expect(totalBlockingTime([{ startTime: 0, duration: 50 }, { startTime: 80, duration: 12 }])).toBe(0);
  expect(totalBlockingTime([])).toBe(0);
});
