import { initialReasons, isRunning, withReason } from './autoplay-pause';
import { moveDirection, planMove, targetIndex, wrapIndex } from './slider-core';
import { readSliderOptions } from './slider-options';

describe('index maths', () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(1, 0)).toBe(0);
    expect(wrapIndex(Number.NaN, 3)).toBe(0);
    expect(targetIndex(2, 3, 'next')).toBe(0);
    expect(targetIndex(0, 3, 'previous')).toBe(2);
    expect(targetIndex(0, 3, 4)).toBe(1);
  });

  it('ignores moves while animating, in a one-slide slider and to the current slide', () => {
    expect(planMove({ index: 0, count: 3, animating: false }, 'next')).toBe(1);
    expect(planMove({ index: 0, count: 3, animating: true }, 'next')).toBeNull();
    expect(planMove({ index: 0, count: 1, animating: false }, 'next')).toBeNull();
    expect(planMove({ index: 1, count: 3, animating: false }, 1)).toBeNull();
  });

  it('names the direction of a move', () => {
    expect(moveDirection(0, 2, 3, 'previous')).toBe('previous');
    expect(moveDirection(0, 2, 3, 2)).toBe('next');
    expect(moveDirection(2, 0, 3, 0)).toBe('next');
    expect(moveDirection(2, 1, 3, 1)).toBe('previous');
  });
});

describe('readSliderOptions', () => {
  it('reads the configuration classes', () => {
    expect(readSliderOptions(['et_pb_slider'])).toEqual({ arrows: true, dots: true, autoplay: false, speedMs: 7000, pauseOnHover: true });
    expect(readSliderOptions(['et_pb_slider_no_arrows', 'et_pb_slider_no_pagination', 'et_slider_auto', 'et_slider_speed_3000', 'et_slider_auto_ignore_hover'])).toEqual({
      arrows: false, dots: false, autoplay: true, speedMs: 3000, pauseOnHover: false,
    });
  });

  it('keeps the default speed for a missing or too fast speed class', () => {
    expect(readSliderOptions(['et_slider_auto', 'et_slider_speed_10']).speedMs).toBe(7000);
    expect(readSliderOptions(['et_slider_auto', 'et_slider_speed_x']).speedMs).toBe(7000);
  });
});

test('the slideshow runs only with no pause reason', () => {
  let reasons = withReason(new Set(), 'hover', true);
  expect(isRunning(reasons)).toBe(false);
  reasons = withReason(withReason(reasons, 'focus', true), 'hover', false);
  expect(isRunning(reasons)).toBe(false);
  expect(isRunning(withReason(reasons, 'focus', false))).toBe(true);
});

test('a slideshow starts paused by the visitor when they asked for reduced motion, and by the pause class', () => {
  expect(isRunning(initialReasons(false, false))).toBe(true);
  expect([...initialReasons(false, true)]).toEqual(['visitor']);
  expect([...initialReasons(true, false)]).toEqual(['pause-class']);
  // Play (the visitor's own choice) runs it anyway.
  expect(isRunning(withReason(initialReasons(false, true), 'visitor', false))).toBe(true);
});
