import { moduleOfMark, shiftCause, SHIFT_AFTER_MOUNT_MS, vitalEvents } from './vital-attribution';

test('the mount mark names the module: remote and exposed name; the first of several', () => {
  expect(moduleOfMark('gallery/lightbox')).toEqual({ remote: 'gallery', module: './lightbox' });
  expect(moduleOfMark('theme/slider theme/multi-view')).toEqual({ remote: 'theme', module: './slider' });
  expect(moduleOfMark('')).toBeUndefined();
  expect(moduleOfMark(null)).toBeUndefined();
  expect(moduleOfMark('/lightbox')).toBeUndefined();
});

describe('whose mount shifted the layout', () => {
  const mounts = [
    { remote: 'theme', version: '1', end: 1000 },
    { remote: 'forms', version: '2', end: 1500 },
  ];
  test('the mount that finished last before the shift, within the window', () => {
    expect(shiftCause(1600, mounts, undefined)).toEqual({ remote: 'forms' });
    expect(shiftCause(1200, mounts, undefined)).toEqual({ remote: 'theme' });
    // Its module, when the element that moved is that remote's own.
    expect(shiftCause(1600, mounts, { remote: 'forms', module: './multistep' })).toEqual({ remote: 'forms', module: './multistep' });
    expect(shiftCause(1600, mounts, { remote: 'theme', module: './slider' })).toEqual({ remote: 'forms' });
  });
  test('at the window’s edge it is the mount’s; past it, the moved module’s or nobody’s', () => {
    expect(shiftCause(1500 + SHIFT_AFTER_MOUNT_MS, mounts, undefined)).toEqual({ remote: 'forms' });
    expect(shiftCause(1501 + SHIFT_AFTER_MOUNT_MS, mounts, undefined)).toBeUndefined();
    expect(shiftCause(1501 + SHIFT_AFTER_MOUNT_MS, mounts, { remote: 'theme', module: './slider' })).toEqual({ remote: 'theme', module: './slider' });
    // A shift before any mount is the server markup's own.
    expect(shiftCause(900, mounts, undefined)).toBeUndefined();
  });
});

describe('the events of one metric', () => {
  const ran = new Map([
    ['gallery', '1.0-a'],
    ['forms', '2.0-b'],
  ]);
  test('INP goes to the remote whose module was targeted, and to no one when none was', () => {
    expect(vitalEvents('inp', 240, ran, { remote: 'gallery', module: './lightbox' })).toEqual([{ kind: 'vital', remote: 'gallery', version: '1.0-a', metric: 'inp', value: 240, module: './lightbox' }]);
    expect(vitalEvents('inp', 240, ran, undefined)).toEqual([]);
    // A remote that did not mount on this page view (an override, a failure) has no version to blame.
    expect(vitalEvents('inp', 240, ran, { remote: 'shop', module: './cart' })).toEqual([]);
  });
  test('CLS: the page’s score for the remote that caused it, 0 for the others', () => {
    expect(vitalEvents('cls', 0.31, ran, { remote: 'forms' })).toEqual([
      { kind: 'vital', remote: 'gallery', version: '1.0-a', metric: 'cls', value: 0 },
      { kind: 'vital', remote: 'forms', version: '2.0-b', metric: 'cls', value: 0.31 },
    ]);
    expect(vitalEvents('cls', 0.02, ran, undefined).map((e) => e.value)).toEqual([0, 0]);
  });
  test('LCP: the page view’s, for every remote it ran, naming the module whose element it was', () => {
    expect(vitalEvents('lcp', 1800, ran, { remote: 'gallery', module: './lightbox' })).toEqual([
      { kind: 'vital', remote: 'gallery', version: '1.0-a', metric: 'lcp', value: 1800, module: './lightbox' },
      { kind: 'vital', remote: 'forms', version: '2.0-b', metric: 'lcp', value: 1800 },
    ]);
    expect(vitalEvents('lcp', 1800, new Map(), undefined)).toEqual([]);
  });
});
