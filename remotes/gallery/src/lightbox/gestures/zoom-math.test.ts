import {
  DOUBLE_TAP_SCALE,
  IDENTITY,
  MAX_SCALE,
  clampView,
  doubleTapView,
  isDoubleTap,
  panLimit,
  panView,
  pinchView,
  zoomAt,
} from './zoom-math';

// A 390×260 image fitted in a 390×600 stage (a phone in portrait).
const image = { width: 390, height: 260 };
const stage = { width: 390, height: 600 };

describe('panLimit', () => {
  it('allows no pan when the image fits', () => {
    expect(panLimit(image, stage, 1)).toEqual({ x: 0, y: 0 });
  });

  it('allows half the overflow on each axis', () => {
    expect(panLimit(image, stage, 2)).toEqual({ x: 195, y: 0 });
    expect(panLimit(image, stage, 3)).toEqual({ x: 390, y: 90 });
  });
});

describe('clampView', () => {
  it('keeps the scale between fitted and the maximum', () => {
    expect(clampView({ scale: 0.5, x: 40, y: 0 }, image, stage)).toEqual(IDENTITY);
    expect(clampView({ scale: 10, x: 0, y: 0 }, image, stage).scale).toBe(MAX_SCALE);
  });

  it('keeps the image edges outside the stage', () => {
    expect(clampView({ scale: 2, x: 500, y: 80 }, image, stage)).toEqual({ scale: 2, x: 195, y: 0 });
    expect(clampView({ scale: 2, x: -500, y: 0 }, image, stage)).toEqual({ scale: 2, x: -195, y: 0 });
  });
});

describe('zoomAt', () => {
  it('keeps the point under the finger in place', () => {
    // Zooming 2× at 100 px right of centre: that picture point stays at x=100.
    const view = zoomAt(IDENTITY, 2, { x: 100, y: 0 }, image, stage);
    expect(view).toEqual({ scale: 2, x: -100, y: 0 });
    expect(view.x + 100 * view.scale).toBe(100); // the picture point that was at x=100
  });

  it('stays within the bounds near an edge', () => {
    expect(zoomAt(IDENTITY, 2, { x: 195, y: 0 }, image, stage).x).toBe(-195);
  });
});

describe('pinchView', () => {
  it('scales by the fingers’ spread', () => {
    expect(pinchView(IDENTITY, { x: 0, y: 0 }, 100, { x: 0, y: 0 }, 250, image, stage)).toEqual({ scale: 2.5, x: 0, y: 0 });
  });

  it('moves with the midpoint, within the bounds', () => {
    const view = pinchView(IDENTITY, { x: 0, y: 0 }, 100, { x: 60, y: 0 }, 200, image, stage);
    expect(view).toEqual({ scale: 2, x: 60, y: 0 });
  });

  it('never zooms out below fitted or past the maximum', () => {
    expect(pinchView(IDENTITY, { x: 0, y: 0 }, 200, { x: 0, y: 0 }, 50, image, stage)).toEqual(IDENTITY);
    expect(pinchView(IDENTITY, { x: 0, y: 0 }, 10, { x: 0, y: 0 }, 1000, image, stage).scale).toBe(MAX_SCALE);
  });

  it('ignores a zero start distance', () => {
    expect(pinchView(IDENTITY, { x: 0, y: 0 }, 0, { x: 5, y: 5 }, 10, image, stage)).toBe(IDENTITY);
  });
});

describe('panView', () => {
  it('moves a zoomed image up to its edges', () => {
    const zoomed = { scale: 3, x: 0, y: 0 };
    expect(panView(zoomed, 100, -50, image, stage)).toEqual({ scale: 3, x: 100, y: -50 });
    expect(panView(zoomed, 1000, 1000, image, stage)).toEqual({ scale: 3, x: 390, y: 90 });
  });

  it('does not move an image that fits', () => {
    expect(panView(IDENTITY, 100, 100, image, stage)).toEqual(IDENTITY);
  });
});

describe('double tap', () => {
  it('zooms in at the tap, and out again', () => {
    const zoomed = doubleTapView(IDENTITY, { x: 0, y: 0 }, image, stage);
    expect(zoomed.scale).toBe(DOUBLE_TAP_SCALE);
    expect(doubleTapView(zoomed, { x: 0, y: 0 }, image, stage)).toBe(IDENTITY);
  });

  it('needs two taps close in time and place', () => {
    const first = { x: 10, y: 10, time: 1000 };
    expect(isDoubleTap(null, first)).toBe(false);
    expect(isDoubleTap(first, { x: 20, y: 15, time: 1200 })).toBe(true);
    expect(isDoubleTap(first, { x: 20, y: 15, time: 1400 })).toBe(false);
    expect(isDoubleTap(first, { x: 80, y: 10, time: 1100 })).toBe(false);
  });
});
