import type { MotionElements } from '@cms-mf/shared-contracts/settings';
import { defineModule } from '@cms-mf/shared-contracts';
import { prefersReducedMotion } from '../core/reduced-motion';
import { hideUntilReady } from '../motion/motion-reveal';
import { watchDevice } from '../motion/watch-device';
import { createScrollEffects } from './create-scroll-effects';
import { ZOOM_MODE_CLASS } from './scroll-effects-constants';
import { motionListFor, scrollItems } from './scroll-items';

/**
 * `./scroll-effects`: scroll effects and motion elements (theme-frontend.md
 * §4 "Motion elements", "Scroll styles"), mounted on `body` when the page
 * carries `et_pb_motion_elements`. The device's list drives the engine, rebuilt
 * when the window crosses a breakpoint. A visitor who asked for reduced motion
 * gets no scroll styles at all: the elements stay where the page put them.
 */
export const scrollEffectsModule = defineModule((el, ctx, signal) => {
  const doc = el.ownerDocument;
  const win = doc.defaultView!;
  const elements = ctx.globals['et_pb_motion_elements'] as MotionElements | undefined;
  if (!elements || typeof elements !== 'object' || prefersReducedMotion(win)) return;

  let engine: AbortController | null = null;
  const start = (device: Parameters<typeof motionListFor>[1]) => {
    engine?.abort();
    engine = new AbortController();
    const stop = () => engine?.abort();
    signal.addEventListener('abort', stop, { once: true, signal: engine.signal });
    createScrollEffects(doc, scrollItems(motionListFor(elements, device)), { signal: engine.signal, zoom: doc.documentElement.classList.contains(ZOOM_MODE_CLASS) || doc.body.classList.contains(ZOOM_MODE_CLASS) });
  };
  const device = watchDevice(win, start, signal);
  const desktop = scrollItems(motionListFor(elements, 'desktop')).flatMap((item) => [...doc.querySelectorAll(item.selector)]);
  hideUntilReady(desktop, signal);
  start(device);
});
