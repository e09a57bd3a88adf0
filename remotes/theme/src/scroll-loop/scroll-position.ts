import type { ScrollFrame } from './scroll-loop';

/**
 * The scroll position of a frame without laying the page out.
 *
 * Reading `window.scrollY` (or `clientWidth`) brings style and layout up to
 * date first. In a scroll frame they are usually out of date before any
 * subscriber has written anything: the scroll effects' 200 ms transitions
 * (theme-frontend.md §9) tick at the frame's start, so the loop's first read
 * recalculated their style in script, about 1 ms of every frame at 1000
 * modules under 4× CPU throttling (npm run bench:scroll). A document scroll
 * timeline's progress is snapshotted at the frame's start, from the same
 * scroll offset the frame paints, and reading it lays nothing out; times the
 * scroll range it is the position. The range and the viewport width are read
 * in full (with `scrollY`) on the first frame, after a resize, a change of the
 * document's size, a scroll by script, and at most a second apart otherwise.
 */

/** Longest time between two full reads, ms: a change of the scroll range that no observer reports is caught within it. */
export const FULL_READ_INTERVAL_MS = 1000;

/** A scroll position from a scroll timeline's progress (percent) and the scroll range, px, to a thousandth of a pixel. */
export function scrollFromProgress(percent: number | null, range: number): number {
  if (percent === null || !Number.isFinite(percent) || range <= 0) return 0;
  const clamped = Math.min(100, Math.max(0, percent));
  return Math.round((clamped / 100) * range * 1000) / 1000;
}

interface TimelineLike {
  readonly currentTime: { readonly value: number } | number | null;
}

export interface FrameReader {
  /** This frame's numbers. */
  read(): ScrollFrame;
  /** The next read is a full one (a resize, a scroll by script, a changed document). */
  invalidate(): void;
}

const percentOf = (time: TimelineLike['currentTime']): number | null => (time === null ? null : typeof time === 'number' ? time : time.value);

export function createFrameReader(win: Window, signal: AbortSignal): FrameReader {
  const doc = win.document;
  const root = doc.documentElement;
  const Timeline = (win as unknown as { ScrollTimeline?: new (options: { source: Element; axis: 'block' }) => TimelineLike }).ScrollTimeline;
  const timeline = typeof Timeline === 'function' ? new Timeline({ source: root, axis: 'block' }) : null;
  let due = true;
  let range = 0;
  let width = 0;
  let height = 0;
  let fullAt = -Infinity;
  const invalidate = () => {
    due = true;
  };
  if (timeline && typeof ResizeObserver === 'function') {
    const observer = new ResizeObserver(invalidate);
    observer.observe(root);
    if (doc.body) observer.observe(doc.body);
    signal.addEventListener('abort', () => observer.disconnect(), { once: true });
  }
  return {
    invalidate,
    read() {
      const now = win.performance.now();
      if (timeline && !due && now - fullAt < FULL_READ_INTERVAL_MS) {
        return { scrollY: scrollFromProgress(percentOf(timeline.currentTime), range), viewportHeight: height, viewportWidth: width };
      }
      due = false;
      fullAt = now;
      const scrollY = win.scrollY;
      // The viewport's size changes only with a resize, which makes the next read a full one.
      height = win.innerHeight;
      range = root.scrollHeight - root.clientHeight;
      // jQuery's $(window).width() is the theme's width: the viewport without its scrollbar.
      width = root.clientWidth || win.innerWidth;
      return { scrollY, viewportHeight: height, viewportWidth: width };
    },
  };
}
