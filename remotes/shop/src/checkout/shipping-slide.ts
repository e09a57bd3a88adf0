import { SHIPPING_SLIDE_MS } from './checkout-rules';

export const prefersReducedMotion = (win: Window): boolean => win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Shows or hides `div.shipping_address` (and `div.create-account`, which the
 * platform slides the same way) with a slide (theme-frontend.md §4),
 * at once under reduced motion or where the Web Animations API is missing.
 * A newer call cancels a running slide.
 *
 * As the platform's own script does, the block's state is an inline `display`
 * (and `overflow: hidden` only while it slides): the platform prints the block
 * without a `hidden` attribute and ships no rule that hides it, so neither
 * may be relied on. A `hidden` the server printed for script-less visitors is
 * taken over at mount.
 */
export function createShippingSlide(block: HTMLElement, win: Window): { set(open: boolean, animate: boolean): void; destroy(): void } {
  let running: Animation | undefined;
  const settle = (open: boolean) => {
    block.hidden = false;
    block.style.display = open ? 'block' : 'none';
    block.style.overflow = '';
  };
  return {
    set(open, animate) {
      running?.cancel();
      running = undefined;
      const instant = !animate || prefersReducedMotion(win) || typeof block.animate !== 'function';
      if (instant) {
        settle(open);
        return;
      }
      settle(true);
      block.style.overflow = 'hidden';
      const height = `${block.scrollHeight}px`;
      const frames = open ? [{ height: '0px' }, { height }] : [{ height }, { height: '0px' }];
      const animation = block.animate(frames, { duration: SHIPPING_SLIDE_MS, easing: 'ease-in-out' });
      running = animation;
      animation.onfinish = () => {
        if (running !== animation) return;
        running = undefined;
        settle(open);
      };
    },
    destroy: () => running?.cancel(),
  };
}
