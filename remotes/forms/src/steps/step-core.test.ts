import { goTo, initialPosition, isLastStep, next, prev, progressWidth, resumePosition, start, stepNumber, type StepPosition } from './step-core';

test('with a welcome screen the form starts there at 0%; start goes to step 1', () => {
  const welcome = initialPosition(3, true);
  expect(welcome).toEqual({ phase: 'welcome', total: 3 });
  expect(progressWidth(welcome)).toBe(0);
  expect(start(welcome)).toEqual({ phase: 'step', index: 0, total: 3 });
  expect(initialPosition(3, false)).toEqual({ phase: 'step', index: 0, total: 3 });
});

test('progress width is step position over total', () => {
  const widths = [0, 1, 2, 3].map((index) => progressWidth({ phase: 'step', index, total: 4 }));
  expect(widths).toEqual([25, 50, 75, 100]);
  expect(progressWidth({ phase: 'step', index: 0, total: 3 })).toBe(33.33);
  expect(progressWidth({ phase: 'step', index: 1, total: 3 })).toBe(66.67);
  expect(progressWidth({ phase: 'done', total: 3 })).toBe(100);
  expect(progressWidth({ phase: 'welcome', total: 0 })).toBe(0);
});

test('next moves one step and stays on the last; prev goes back and stays on the first', () => {
  let position: StepPosition = initialPosition(3, false);
  position = next(position);
  expect(stepNumber(position)).toBe(2);
  position = next(next(position));
  expect(position).toEqual({ phase: 'step', index: 2, total: 3 });
  expect(isLastStep(position)).toBe(true);
  position = prev(prev(prev(position)));
  expect(position).toEqual({ phase: 'step', index: 0, total: 3 });
});

test('moves outside the steps change nothing', () => {
  const welcome = initialPosition(2, true);
  expect(next(welcome)).toBe(welcome);
  expect(prev(welcome)).toBe(welcome);
  const done: StepPosition = { phase: 'done', total: 2 };
  expect(goTo(done, 0)).toBe(done);
  const step = initialPosition(2, false);
  expect(goTo(step, 5)).toBe(step);
  expect(goTo(step, -1)).toBe(step);
  expect(goTo(step, 1)).toEqual({ phase: 'step', index: 1, total: 2 });
  expect(goTo(welcome, 1)).toEqual({ phase: 'step', index: 1, total: 2 });
});

test('a form mounted late resumes on the step in use; none in use starts as usual', () => {
  expect(resumePosition(3, true, 0)).toEqual({ phase: 'step', index: 0, total: 3 });
  expect(resumePosition(3, true, 2)).toEqual({ phase: 'step', index: 2, total: 3 });
  expect(resumePosition(3, true, -1)).toEqual({ phase: 'welcome', total: 3 });
  expect(resumePosition(3, false, 7)).toEqual({ phase: 'step', index: 0, total: 3 });
});
