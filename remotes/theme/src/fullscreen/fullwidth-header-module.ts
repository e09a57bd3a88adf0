import { defineModule } from '@cms-mf/shared-contracts';
import { createDomRestorer } from '../dom/dom-restorer';
import { scrollToElement } from '../dom/smooth-scroll';
import { fixedNavMinWidthFor } from '../headers/header-offsets';
import { fullscreenHeight } from './fullscreen-height';

/**
 * `./fullwidth-header`: the fullwidth header (`.et_pb_fullwidth_header`,
 * MARKUP-FACTS §1.5). In fullscreen mode (`.et_pb_fullscreen`) it fills the
 * viewport below the admin bar and a fixed header, kept on resize; its
 * scroll-down button moves to what follows the header's section (and focus
 * with it).
 */
export const fullwidthHeaderModule = defineModule((el, _ctx, signal) => {
  const root = el as HTMLElement;
  const doc = root.ownerDocument;
  const win = doc.defaultView!;
  const restorer = createDomRestorer();
  const height = (selector: string) => doc.querySelector<HTMLElement>(selector)?.getBoundingClientRect().height ?? 0;
  const fit = () => {
    if (!root.classList.contains('et_pb_fullscreen')) return;
    const px = fullscreenHeight({
      viewportHeight: win.innerHeight,
      windowWidth: win.innerWidth,
      adminBar: height('#wpadminbar'),
      fixedHeader: doc.body.classList.contains('et_fixed_nav') ? height('#main-header') : 0,
      fixedNavMinWidth: fixedNavMinWidthFor(doc.body.classList.contains('et_extra')),
    });
    // min-height sizes the content box unless the theme says border-box: take the padding off then.
    const style = win.getComputedStyle(root);
    const chrome = style.boxSizing === 'border-box' ? 0 : parseFloat(style.paddingTop) + parseFloat(style.paddingBottom) + parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
    restorer.style(root, 'min-height', `${Math.max(0, px - (chrome || 0))}px`);
  };
  fit();
  win.addEventListener('resize', fit, { signal, passive: true });
  root.querySelector('.et_pb_fullwidth_header_scroll a')?.addEventListener('click', (event) => {
    const section = root.closest('.et_pb_section') ?? root;
    const next = section.nextElementSibling as HTMLElement | null;
    if (!next) return;
    event.preventDefault();
    scrollToElement(next);
  }, { signal });
  return () => {
    restorer.restore();
  };
});
