import { SHIPPING_SLIDE_MS } from './checkout-rules';

export const prefersReducedMotion = (win: Window): boolean => win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Shows or hides `div.shipping_address` with a slide (theme-frontend.md §4),
 * at once under reduced motion or where the Web Animations API is missing.
 * A newer call cancels a running slide.
 */
export function createShippingSlide(block: HTMLElement, win: Window): { set(open: boolean, animate: boolean): void; destroy(): void } {
  let running: Animation | undefined;
  return {
    set(open, animate) {
      running?.cancel();
      running = undefined;
      const instant = !animate || prefersReducedMotion(win) || typeof block.animate !== 'function';
      if (open) block.hidden = false;
      if (instant) {
        block.hidden = !open;
        return;
      }
      const height = `${block.scrollHeight}px`;
      const frames = open ? [{ height: '0px' }, { height }] : [{ height }, { height: '0px' }];
      const animation = block.animate(frames, { duration: SHIPPING_SLIDE_MS, easing: 'ease-in-out' });
      running = animation;
      animation.onfinish = () => {
        if (running !== animation) return;
        running = undefined;
        block.hidden = !open;
      };
    },
    destroy: () => running?.cancel(),
  };
}
