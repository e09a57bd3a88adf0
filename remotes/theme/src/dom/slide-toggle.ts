import { playAnimation } from './play-animation';

/** Opens or closes a block by animating its height (the builder's slideToggle); instant under reduced motion. */
export function slideHeight(el: HTMLElement, open: boolean, durationMs: number, signal: AbortSignal): Promise<void> {
  if (durationMs <= 0) return Promise.resolve(); // no layout read when nothing will move
  const height = `${el.scrollHeight}px`;
  const closed = { height: '0px', overflow: 'hidden' };
  const shown = { height, overflow: 'hidden' };
  return playAnimation(el, open ? [closed, shown] : [shown, closed], durationMs, signal);
}
