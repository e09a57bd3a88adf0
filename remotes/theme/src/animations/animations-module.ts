import { defineModule } from '@cms-mf/shared-contracts';
import { prefersReducedMotion } from '../core/reduced-motion';
import { watchDevice } from '../motion/watch-device';
import type { AnimationEntry } from './animation-data';
import { createAnimations } from './create-animations';

/**
 * `./animations`: entrance animations from `et_animation_data` (theme-frontend.md
 * §4, §5), mounted on `body` when the page carries it. Tablet and phone values
 * apply by the window's device, re-read at a breakpoint for elements still waiting.
 */
export const animationsModule = defineModule((el, ctx, signal) => {
  const doc = el.ownerDocument;
  const win = doc.defaultView!;
  const data = ctx.globals['et_animation_data'];
  if (!Array.isArray(data)) return;
  let api: ReturnType<typeof createAnimations> | null = null;
  const device = watchDevice(win, (next) => api?.setDevice(next), signal);
  api = createAnimations(doc, data as AnimationEntry[], { signal, device, reducedMotion: prefersReducedMotion(win) });
});
