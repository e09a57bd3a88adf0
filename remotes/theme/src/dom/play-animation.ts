/**
 * Plays keyframes on an element and resolves when they end. With a duration of 0 (reduced motion),
 * without Web Animations (jsdom) or after an abort it does nothing: the caller sets the end state
 * either way, so the change is then instant. An abort finishes a running animation at once.
 */
export async function playAnimation(el: HTMLElement, frames: Keyframe[], durationMs: number, signal: AbortSignal): Promise<void> {
  if (durationMs <= 0 || typeof el.animate !== 'function' || signal.aborted) return;
  const animation = el.animate(frames, { duration: durationMs, easing: 'ease-in-out' });
  const stop = () => animation.finish();
  signal.addEventListener('abort', stop, { once: true });
  try {
    await animation.finished;
  } catch {
    // Cancelled: the end state is the caller's either way.
  } finally {
    signal.removeEventListener('abort', stop);
  }
}
