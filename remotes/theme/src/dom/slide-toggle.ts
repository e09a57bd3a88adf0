/**
 * Opens or closes a block by animating its height (the builder's slideToggle).
 * Instant with a duration of 0 (reduced motion) or without Web Animations.
 */
export async function slideHeight(el: HTMLElement, open: boolean, durationMs: number, signal: AbortSignal): Promise<void> {
  if (durationMs <= 0 || typeof el.animate !== 'function' || signal.aborted) return;
  const height = `${el.scrollHeight}px`;
  const frames = open ? [{ height: '0px', overflow: 'hidden' }, { height, overflow: 'hidden' }] : [{ height, overflow: 'hidden' }, { height: '0px', overflow: 'hidden' }];
  const animation = el.animate(frames, { duration: durationMs, easing: 'ease-in-out' });
  const stop = () => animation.finish();
  signal.addEventListener('abort', stop, { once: true });
  try {
    await animation.finished;
  } catch {
    // Cancelled: the end state is set by the caller either way.
  } finally {
    signal.removeEventListener('abort', stop);
  }
}
