import {
  AXIS_LOCK_PX,
  EDGE_RESISTANCE,
  dragOffsetX,
  dragOffsetY,
  lockAxis,
  swipeOutcome,
  type SwipeInput,
} from './swipe-math';

const base: SwipeInput = { axis: 'x', dx: 0, dy: 0, velocity: 0, width: 390, height: 600, hasPrev: true, hasNext: true };

describe('lockAxis', () => {
  it('is a tap until the move reaches the lock distance', () => {
    expect(lockAxis(AXIS_LOCK_PX - 1, -(AXIS_LOCK_PX - 1))).toBeNull();
    expect(lockAxis(AXIS_LOCK_PX, 0)).toBe('x');
  });

  it('locks to the larger component, horizontal on a tie', () => {
    expect(lockAxis(-30, 12)).toBe('x');
    expect(lockAxis(5, 40)).toBe('y');
    expect(lockAxis(20, -20)).toBe('x');
  });
});

describe('drag offsets', () => {
  it('follows the finger where there is an image to go to', () => {
    expect(dragOffsetX(-100, true, true)).toBe(-100);
    expect(dragOffsetX(80, true, false)).toBe(80);
  });

  it('resists at the ends', () => {
    expect(dragOffsetX(100, false, true)).toBeCloseTo(100 * EDGE_RESISTANCE);
    expect(dragOffsetX(-100, true, false)).toBeCloseTo(-100 * EDGE_RESISTANCE);
  });

  it('follows a drag down and resists a drag up', () => {
    expect(dragOffsetY(120)).toBe(120);
    expect(dragOffsetY(-50)).toBeCloseTo(-50 * EDGE_RESISTANCE);
  });
});

describe('swipeOutcome', () => {
  it('turns to the next image on a long leftward drag, to the previous on a rightward one', () => {
    expect(swipeOutcome({ ...base, dx: -120 })).toBe('next');
    expect(swipeOutcome({ ...base, dx: 120 })).toBe('prev');
  });

  it('springs back from a short slow drag', () => {
    expect(swipeOutcome({ ...base, dx: -60, velocity: -0.1 })).toBe('none');
  });

  it('turns on a short fast flick, but not below the flick distance or against its direction', () => {
    expect(swipeOutcome({ ...base, dx: -40, velocity: -0.8 })).toBe('next');
    expect(swipeOutcome({ ...base, dx: -20, velocity: -2 })).toBe('none');
    expect(swipeOutcome({ ...base, dx: -40, velocity: 0.8 })).toBe('none');
  });

  it('ignores a swipe past either end, as the arrows do', () => {
    expect(swipeOutcome({ ...base, dx: 200, hasPrev: false })).toBe('none');
    expect(swipeOutcome({ ...base, dx: -200, hasNext: false })).toBe('none');
    expect(swipeOutcome({ ...base, dx: -200, hasPrev: false })).toBe('next');
  });

  it('closes on a drag down far enough or fast enough, never on a drag up', () => {
    expect(swipeOutcome({ ...base, axis: 'y', dy: 100 })).toBe('close');
    expect(swipeOutcome({ ...base, axis: 'y', dy: 40, velocity: 0.6 })).toBe('close');
    expect(swipeOutcome({ ...base, axis: 'y', dy: 40, velocity: 0.1 })).toBe('none');
    expect(swipeOutcome({ ...base, axis: 'y', dy: -300, velocity: -2 })).toBe('none');
  });
});
