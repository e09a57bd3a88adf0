/** @jest-environment jsdom */
import { listenForSwipe, swipeDirection } from './swipe';

test('a mostly horizontal move of 40 px or more is a swipe', () => {
  expect(swipeDirection(-60, 10)).toBe('next');
  expect(swipeDirection(80, -20)).toBe('previous');
  expect(swipeDirection(-30, 0)).toBeNull();
  expect(swipeDirection(-60, 70)).toBeNull();
});

type Point = { identifier: number; clientX: number; clientY: number };
/** A touch event as the browser sends it (jsdom has no Touch constructor). */
function touchEvent(type: string, touches: Point[], changed: Point[] = touches): Event {
  const event = new Event(type);
  Object.defineProperty(event, 'touches', { value: touches });
  Object.defineProperty(event, 'changedTouches', { value: changed });
  return event;
}
function pointerEvent(type: string, pointerType: string, clientX: number, pointerId = 1): Event {
  const event = new Event(type);
  Object.assign(event, { pointerType, clientX, clientY: 100, pointerId });
  return event;
}

describe('listenForSwipe', () => {
  const setUp = () => {
    const el = document.createElement('div');
    const onSwipe = jest.fn();
    const controller = new AbortController();
    listenForSwipe(el, onSwipe, controller.signal);
    return { el, onSwipe, controller };
  };

  it('takes a finger from touchstart to touchend, even when the browser cancelled the pointer on the way', () => {
    const { el, onSwipe } = setUp();
    el.dispatchEvent(pointerEvent('pointerdown', 'touch', 300));
    el.dispatchEvent(touchEvent('touchstart', [{ identifier: 0, clientX: 300, clientY: 100 }]));
    el.dispatchEvent(pointerEvent('pointercancel', 'touch', 290));
    el.dispatchEvent(touchEvent('touchend', [], [{ identifier: 0, clientX: 100, clientY: 110 }]));
    expect(onSwipe).toHaveBeenCalledTimes(1);
    expect(onSwipe).toHaveBeenCalledWith('next');
  });

  it('does not count a finger twice when the pointer is not cancelled, nor a mouse drag, nor a pinch', () => {
    const { el, onSwipe } = setUp();
    el.dispatchEvent(pointerEvent('pointerdown', 'touch', 100));
    el.dispatchEvent(touchEvent('touchstart', [{ identifier: 0, clientX: 100, clientY: 100 }]));
    el.dispatchEvent(pointerEvent('pointerup', 'touch', 300));
    el.dispatchEvent(touchEvent('touchend', [], [{ identifier: 0, clientX: 300, clientY: 100 }]));
    expect(onSwipe.mock.calls).toEqual([['previous']]);

    el.dispatchEvent(pointerEvent('pointerdown', 'mouse', 300));
    el.dispatchEvent(pointerEvent('pointerup', 'mouse', 100));
    const a = { identifier: 1, clientX: 300, clientY: 100 };
    const b = { identifier: 2, clientX: 200, clientY: 100 };
    el.dispatchEvent(touchEvent('touchstart', [a]));
    el.dispatchEvent(touchEvent('touchstart', [a, b], [b]));
    el.dispatchEvent(touchEvent('touchend', [], [{ ...a, clientX: 100 }, { ...b, clientX: 50 }]));
    expect(onSwipe).toHaveBeenCalledTimes(1);
  });

  it('takes a finger through pointer events alone where the browser has no touch events', () => {
    const { el, onSwipe } = setUp();
    el.dispatchEvent(pointerEvent('pointerdown', 'touch', 300));
    el.dispatchEvent(pointerEvent('pointerup', 'touch', 100));
    expect(onSwipe.mock.calls).toEqual([['next']]);
  });

  it('takes a pen through pointer events, and stops listening when aborted', () => {
    const { el, onSwipe, controller } = setUp();
    el.dispatchEvent(pointerEvent('pointerdown', 'pen', 300));
    el.dispatchEvent(pointerEvent('pointerup', 'pen', 200));
    expect(onSwipe.mock.calls).toEqual([['next']]);
    controller.abort();
    el.dispatchEvent(touchEvent('touchstart', [{ identifier: 0, clientX: 300, clientY: 100 }]));
    el.dispatchEvent(touchEvent('touchend', [], [{ identifier: 0, clientX: 100, clientY: 100 }]));
    expect(onSwipe).toHaveBeenCalledTimes(1);
  });
});
