/** @jest-environment jsdom */
import { createFrameReader, FULL_READ_INTERVAL_MS, scrollFromProgress } from './scroll-position';

describe('scrollFromProgress', () => {
  it('is the progress times the scroll range, to a thousandth of a pixel', () => {
    expect(scrollFromProgress(50, 2000)).toBe(1000);
    expect(scrollFromProgress(0.6190771, 199_296)).toBe(1233.796);
    expect(scrollFromProgress(100, 480)).toBe(480);
  });

  it('is 0 without progress or range, and stays within the range', () => {
    expect(scrollFromProgress(null, 2000)).toBe(0);
    expect(scrollFromProgress(40, 0)).toBe(0);
    expect(scrollFromProgress(Number.NaN, 2000)).toBe(0);
    expect(scrollFromProgress(140, 2000)).toBe(2000);
    expect(scrollFromProgress(-5, 2000)).toBe(0);
  });
});

describe('createFrameReader', () => {
  const timelines: Array<{ currentTime: { value: number } | null }> = [];
  let now = 0;
  beforeEach(() => {
    timelines.length = 0;
    now = 0;
    (window as unknown as { ScrollTimeline: unknown }).ScrollTimeline = class {
      currentTime: { value: number } | null = { value: 0 };
      constructor() {
        timelines.push(this);
      }
    };
    jest.spyOn(window.performance, 'now').mockImplementation(() => now);
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 3000, configurable: true });
    Object.defineProperty(document.documentElement, 'clientHeight', { value: 1000, configurable: true });
    Object.defineProperty(document.documentElement, 'clientWidth', { value: 1265, configurable: true });
  });
  afterEach(() => {
    delete (window as unknown as { ScrollTimeline?: unknown }).ScrollTimeline;
    jest.restoreAllMocks();
  });
  const scrollY = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });

  it('reads in full first, then from the timeline, in full again when invalidated or a second later', () => {
    const reader = createFrameReader(window, new AbortController().signal);
    scrollY(300);
    expect(reader.read()).toEqual({ scrollY: 300, viewportHeight: window.innerHeight, viewportWidth: 1265 });
    // From here the layout-free reading: the timeline's progress over the 2000 px range.
    scrollY(-1);
    timelines[0]!.currentTime = { value: 25 };
    now = 16;
    expect(reader.read().scrollY).toBe(500);
    reader.invalidate();
    scrollY(510);
    expect(reader.read().scrollY).toBe(510);
    scrollY(-1);
    now = 16 + FULL_READ_INTERVAL_MS;
    scrollY(640);
    expect(reader.read().scrollY).toBe(640);
  });

  it('reads the viewport height with the full reads only: a resize makes the next read a full one', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'innerHeight')!;
    let heightReads = 0;
    let height = 700;
    Object.defineProperty(window, 'innerHeight', { get: () => (heightReads++, height), configurable: true });
    try {
      const reader = createFrameReader(window, new AbortController().signal);
      scrollY(0);
      expect(reader.read().viewportHeight).toBe(700);
      height = 500;
      now = 16;
      expect(reader.read().viewportHeight).toBe(700);
      expect(heightReads).toBe(1);
      reader.invalidate();
      expect(reader.read().viewportHeight).toBe(500);
    } finally {
      Object.defineProperty(window, 'innerHeight', original);
    }
  });

  it('reads scrollY every frame where there is no scroll timeline', () => {
    delete (window as unknown as { ScrollTimeline?: unknown }).ScrollTimeline;
    const reader = createFrameReader(window, new AbortController().signal);
    scrollY(10);
    reader.read();
    scrollY(20);
    expect(reader.read().scrollY).toBe(20);
  });
});
