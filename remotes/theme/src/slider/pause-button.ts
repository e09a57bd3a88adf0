import { createButton } from '@cms-mf/dom-kit';

/**
 * The visible Pause/Play button of a slideshow or a rotating carousel
 * (WCAG 2.2.2): pressed while paused, named for what it does next.
 * `onToggle` gets the state the visitor asked for.
 */
export function createPauseButton(doc: Document, what: string, paused: boolean, onToggle: (paused: boolean) => void, signal: AbortSignal): HTMLButtonElement {
  const button = createButton(doc, 'cmsmf-slider-pause', '', '');
  const show = (now: boolean) => {
    button.setAttribute('aria-pressed', String(now));
    button.setAttribute('aria-label', `${now ? 'Play' : 'Pause'} ${what}`);
    button.textContent = now ? 'Play' : 'Pause';
  };
  show(paused);
  button.addEventListener('click', () => {
    const next = button.getAttribute('aria-pressed') !== 'true';
    show(next);
    onToggle(next);
  }, { signal });
  return button;
}
