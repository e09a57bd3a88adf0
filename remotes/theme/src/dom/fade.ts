import { playAnimation } from './play-animation';

/** Fades one element in over another; instant under reduced motion (a duration of 0). */
export function fadeIn(el: HTMLElement, durationMs: number, signal: AbortSignal): Promise<void> {
  return playAnimation(el, [{ opacity: 0 }, { opacity: 1 }], durationMs, signal);
}

/** Slides an element in from one side (carousels); instant under the same conditions as `fadeIn`. */
export function slideIn(el: HTMLElement, from: 'left' | 'right', durationMs: number, signal: AbortSignal): Promise<void> {
  const offset = from === 'right' ? '30%' : '-30%';
  return playAnimation(el, [{ transform: `translateX(${offset})`, opacity: 0 }, { transform: 'translateX(0)', opacity: 1 }], durationMs, signal);
}
