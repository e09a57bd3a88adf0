import { defineModule } from '@cms-mf/shared-contracts';
import { prefersReducedMotion } from '../core/reduced-motion';
import { createParallax } from './create-parallax';

/**
 * `./parallax`: true parallax backgrounds of `.et_pb_section_parallax`. CSS-only
 * parallax (`.et_pb_parallax_css`, a fixed background) needs no script; a
 * visitor who asked for reduced motion gets a still background.
 */
export const parallaxModule = defineModule((el, _ctx, signal) => {
  const doc = el.ownerDocument;
  if (!prefersReducedMotion(doc.defaultView!)) {
    for (const background of el.querySelectorAll<HTMLElement>('.et_parallax_bg_wrap > .et_parallax_bg:not(.et_pb_parallax_css)')) {
      if (background.closest('.et_pb_section_parallax') === el) createParallax(el as HTMLElement, background, { signal });
    }
  }
});
