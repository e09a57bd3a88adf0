import { easedProgress } from './counter-core';

/**
 * Runs `frame(progress)` on animation frames for `durationMs`, ending with
 * progress 1; a duration of 0 (reduced motion) draws the end at once. Stops
 * when `signal` aborts.
 */
export function countUp(win: Window, durationMs: number, frame: (progress: number) => void, signal: AbortSignal): void {
  if (durationMs <= 0) {
    frame(1);
    return;
  }
  let start: number | null = null;
  let id = 0;
  const step = (now: number) => {
    start ??= now;
    const progress = easedProgress(now - start, durationMs);
    frame(progress);
    if (progress < 1 && !signal.aborted) id = win.requestAnimationFrame(step);
  };
  id = win.requestAnimationFrame(step);
  signal.addEventListener('abort', () => win.cancelAnimationFrame(id), { once: true });
}
