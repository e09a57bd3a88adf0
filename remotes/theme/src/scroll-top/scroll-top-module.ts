import { defineModule } from '@cms-mf/shared-contracts';
import { createDomRestorer } from '../dom/dom-restorer';
import { scrollToTop } from '../dom/smooth-scroll';
import { subscribeScroll } from '../scroll-loop';
import { scrollTopState } from './scroll-top-core';

/**
 * `./scroll-top`: the back-to-top button (`span.et_pb_scroll_top`, MARKUP-FACTS
 * "Back to top"): `et-visible` after 800 px of scroll, `et-hidden` when back
 * above; it scrolls smoothly to the top and moves focus there. It is a button
 * for keyboards while visible and out of the tab order while hidden.
 */
export const scrollTopModule = defineModule((el, _ctx, signal) => {
  const button = el as HTMLElement;
  const doc = button.ownerDocument;
  const win = doc.defaultView!;
  const restorer = createDomRestorer();
  restorer.attr(button, 'role', 'button');
  if (!button.getAttribute('aria-label')) restorer.attr(button, 'aria-label', 'Back to top');
  restorer.attr(button, 'tabindex', '-1');
  restorer.attr(button, 'aria-hidden', 'true');
  const goUp = () => {
    void scrollToTop(win);
    const target = doc.querySelector<HTMLElement>('#page-container, #et-boc, body')!;
    if (!target.matches('[tabindex]')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };
  button.addEventListener('click', goUp, { signal });
  button.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    goUp();
  }, { signal });
  let shown = false;
  let last: string | null = null;
  subscribeScroll({
    read: ({ scrollY }) => scrollTopState(scrollY, shown),
    write(state) {
      if (state === 'visible') shown = true;
      if (state === last) return;
      last = state;
      restorer.toggleClass(button, 'et-visible', state === 'visible');
      restorer.toggleClass(button, 'et-hidden', state === 'hidden');
      button.setAttribute('tabindex', state === 'visible' ? '0' : '-1');
      button.setAttribute('aria-hidden', String(state !== 'visible'));
    },
  }, signal);
  return () => {
    restorer.restore();
  };
});
