/**
 * Motion elements are hidden until their scroll styles are in place
 * (theme-frontend.md §4 "Motion elements"; MARKUP-FACTS "Scroll effects /
 * motion"): the desktop list's elements get the hidden-before-animation class,
 * and about 200 ms after the first initialisation they are shown, losing that
 * class and the entrance-animation classes and gaining the had-animation marker.
 */

export const BEFORE_SCROLL_ANIMATION_CLASS = 'et-pb-before-scroll-animation';
export const HAD_ANIMATION_CLASS = 'et_had_animation';
/** Entrance-animation state classes a motion element drops when shown: motion owns its transform now. */
const ANIMATED_CLASSES = ['et_animated', 'et_is_animating', 'infinite'];
/** Delay before motion elements are shown, ms (§4 "about 200 ms"). */
export const MOTION_REVEAL_DELAY_MS = 200;

/** Hides `elements` now and shows them after the delay; an abort shows them at once. */
export function hideUntilReady(elements: readonly Element[], signal: AbortSignal, delayMs = MOTION_REVEAL_DELAY_MS): void {
  if (elements.length === 0) return;
  elements.forEach((el) => el.classList.add(BEFORE_SCROLL_ANIMATION_CLASS));
  const show = () => {
    for (const el of elements) {
      el.classList.remove(BEFORE_SCROLL_ANIMATION_CLASS, ...ANIMATED_CLASSES);
      el.classList.add(HAD_ANIMATION_CLASS);
    }
  };
  const timer = setTimeout(show, delayMs);
  signal.addEventListener('abort', () => {
    clearTimeout(timer);
    elements.forEach((el) => el.classList.remove(BEFORE_SCROLL_ANIMATION_CLASS));
  }, { once: true });
}
