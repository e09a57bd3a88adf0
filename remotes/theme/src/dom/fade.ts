/**
 * Fades one element in over another. With a duration of 0 (reduced motion,
 * or no Web Animations, as in jsdom) the change is instant. Resolves when the
 * incoming element is fully shown; an abort finishes at once.
 */
export async function fadeIn(el: HTMLElement, durationMs: number, signal: AbortSignal): Promise<void> {
  if (durationMs <= 0 || typeof el.animate !== 'function' || signal.aborted) return;
  const animation = el.animate([{ opacity: 0 }, { opacity: 1 }], { duration: durationMs, easing: 'ease-in-out' });
  const stop = () => animation.finish();
  signal.addEventListener('abort', stop, { once: true });
  try {
    await animation.finished;
  } catch {
    // Cancelled: the element is shown either way.
  } finally {
    signal.removeEventListener('abort', stop);
  }
}

/** Slides an element in from one side (carousels); instant under the same conditions as `fadeIn`. */
export async function slideIn(el: HTMLElement, from: 'left' | 'right', durationMs: number, signal: AbortSignal): Promise<void> {
  if (durationMs <= 0 || typeof el.animate !== 'function' || signal.aborted) return;
  const offset = from === 'right' ? '30%' : '-30%';
  const animation = el.animate(
    [{ transform: `translateX(${offset})`, opacity: 0 }, { transform: 'translateX(0)', opacity: 1 }],
    { duration: durationMs, easing: 'ease-in-out' },
  );
  const stop = () => animation.finish();
  signal.addEventListener('abort', stop, { once: true });
  try {
    await animation.finished;
  } catch {
    // Cancelled.
  } finally {
    signal.removeEventListener('abort', stop);
  }
}
