import { createFrameReader, type FrameReader } from './scroll-position';

/**
 * The theme's one scroll loop (theme-frontend.md §2 "one scroll listener";
 * DESIGN.md §9): every scroll-driven behaviour (headers, side navigation,
 * scroll-to-top, sticky modules, scroll effects) subscribes here instead of
 * adding its own listener. One passive `scroll` and one `resize` listener on
 * the window, at most one `requestAnimationFrame` per frame, and in each frame
 * every subscriber's `read` runs before any `write`, so no layout read ever
 * follows a style write in the same frame (no forced synchronous layout).
 *
 * While the page scrolls, the frames follow it without the listener: the first
 * `scroll` event detaches it and each frame asks for the next one as long as
 * the position moves, until it has stood still for `STILL_FRAMES` frames; then
 * the listener is back. A scroll frame then runs one script task (the frame)
 * instead of two (the event, then the frame).
 */

/** Frames without movement after which the loop stops following the scroll and listens again. */
export const STILL_FRAMES = 2;

/** What the loop measures once per frame for all subscribers. */
export interface ScrollFrame {
  scrollY: number;
  viewportHeight: number;
  viewportWidth: number;
}

/**
 * A scroll-driven behaviour. `read` may measure layout (offsets, rects) but must
 * not change the DOM; `write` changes the DOM from what `read` returned and must
 * not measure.
 */
export interface ScrollSubscriber<T> {
  read(frame: ScrollFrame): T;
  write(measured: T): void;
}

type AnySubscriber = ScrollSubscriber<unknown>;

const subscribers = new Set<AnySubscriber>();
/** Aborts the window listeners; present while anything is subscribed. */
let listening: AbortController | null = null;
let pendingFrame: number | null = null;
let reader: FrameReader | null = null;
/** The frames follow the scroll (the listener is detached); the position of the last frame, and how many frames it has stood still. */
let following = false;
let lastScrollY = Number.NaN;
let stillFrames = 0;

/**
 * Subscribes to every frame that follows a scroll, a resize or `requestFrame()`,
 * and schedules a first pass so the subscriber starts from a measured state.
 * Unsubscribes on `signal`'s abort; the window listeners go with the last subscriber.
 */
export function subscribeScroll<T>(subscriber: ScrollSubscriber<T>, signal: AbortSignal): void {
  if (signal.aborted) return;
  const entry = subscriber as AnySubscriber;
  subscribers.add(entry);
  if (!listening) listen();
  signal.addEventListener('abort', () => unsubscribe(entry), { once: true });
  requestFrame();
}

/** Schedules one read/write pass (after a resize, a DOM change, an opened menu); a no-op if one is pending or nobody listens. */
export function requestFrame(): void {
  if (pendingFrame !== null || subscribers.size === 0) return;
  pendingFrame = window.requestAnimationFrame(runFrame);
}

/**
 * A scroll made by script in a frame callback that may run before the loop's
 * own (the smooth scroll's steps): the next frame reads the position in full,
 * as the frame's scroll snapshot predates it.
 */
export function noteScriptScroll(): void {
  reader?.invalidate();
}

/** The one `scroll` listener: a frame, and from here the frames follow the scroll. */
function scrolled(): void {
  requestFrame();
  following = true;
  stillFrames = 0;
  window.removeEventListener('scroll', scrolled);
}

function listen(): void {
  listening = new AbortController();
  const options = { passive: true, signal: listening.signal };
  reader = createFrameReader(window, listening.signal);
  const resized = () => {
    reader?.invalidate();
    requestFrame();
  };
  window.addEventListener('scroll', scrolled, options);
  window.addEventListener('resize', resized, options);
}

/** After a frame that follows the scroll: the next frame while it moves, else the listener again. */
function follow(scrollY: number): void {
  const moved = scrollY !== lastScrollY;
  lastScrollY = scrollY;
  if (!following || !listening) return;
  stillFrames = moved ? 0 : stillFrames + 1;
  if (stillFrames < STILL_FRAMES) {
    requestFrame();
    return;
  }
  following = false;
  window.addEventListener('scroll', scrolled, { passive: true, signal: listening.signal });
}

function unsubscribe(entry: AnySubscriber): void {
  subscribers.delete(entry);
  if (subscribers.size > 0) return;
  listening?.abort();
  listening = null;
  reader = null;
  following = false;
  lastScrollY = Number.NaN;
  if (pendingFrame !== null) window.cancelAnimationFrame(pendingFrame);
  pendingFrame = null;
}

function runFrame(): void {
  pendingFrame = null;
  if (!reader) return;
  const frame = reader.read();
  const batch = [...subscribers];
  const measured = batch.map((subscriber) => attempt(() => subscriber.read(frame)));
  batch.forEach((subscriber, i) => {
    const result = measured[i]!;
    // A subscriber removed by an earlier write in this frame, or whose read failed, does not write.
    if (result.ok && subscribers.has(subscriber)) attempt(() => subscriber.write(result.value));
  });
  follow(frame.scrollY);
}

type Attempt<T> = { ok: true; value: T } | { ok: false };

/** One failing subscriber must not stop the others: its error is reported and the frame goes on. */
function attempt<T>(run: () => T): Attempt<T> {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    if (typeof window.reportError === 'function') window.reportError(error);
    else console.error(error);
    return { ok: false };
  }
}
