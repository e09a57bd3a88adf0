import { initialHolds, pressToggle, stoppedForVisitor, withHold } from './background-playback';

test('a background video waits for the viewport, the pointer and reduced motion as its classes and the visitor say', () => {
  expect([...initialHolds({ playsOutsideViewport: false, onHover: false, reducedMotion: false })]).toEqual(['outside-viewport']);
  expect([...initialHolds({ playsOutsideViewport: true, onHover: false, reducedMotion: false })]).toEqual([]);
  expect([...initialHolds({ playsOutsideViewport: true, onHover: true, reducedMotion: true })].sort()).toEqual(['not-hovered', 'reduced-motion']);
});

test('entering the viewport plays it; leaving holds it again', () => {
  let holds = initialHolds({ playsOutsideViewport: false, onHover: false, reducedMotion: false });
  holds = withHold(holds, 'outside-viewport', false);
  expect(holds.size).toBe(0);
  holds = withHold(holds, 'outside-viewport', true);
  expect(holds.has('outside-viewport')).toBe(true);
  expect(withHold(holds, 'outside-viewport', true)).toBe(holds);
});

test('the visitor button pauses, and plays even over reduced motion, which is theirs to override', () => {
  let holds = initialHolds({ playsOutsideViewport: true, onHover: false, reducedMotion: false });
  expect(stoppedForVisitor(holds)).toBe(false);
  holds = pressToggle(holds);
  expect(stoppedForVisitor(holds)).toBe(true);
  holds = pressToggle(holds);
  expect(holds.size).toBe(0);
  let reduced = initialHolds({ playsOutsideViewport: false, onHover: false, reducedMotion: true });
  expect(stoppedForVisitor(reduced)).toBe(true);
  reduced = pressToggle(reduced);
  expect([...reduced]).toEqual(['outside-viewport']);
  expect(stoppedForVisitor(reduced)).toBe(false);
});
