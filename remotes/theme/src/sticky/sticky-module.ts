import type { StickyElements } from '@cms-mf/shared-contracts/settings';
import { defineModule } from '@cms-mf/shared-contracts';
import { debounce } from '../scroll-loop';
import { createSticky } from './create-sticky';
import { SCROLL_LOCATION_DEBOUNCE_MS } from './sticky-constants';
import { findStickyElements } from './sticky-elements';
import { revealFocusedSticky } from './reveal-focused';
import { stickyConfigs } from './sticky-settings';

/**
 * `./sticky`: sticky modules (theme-frontend.md §4), mounted on `body` when the
 * page carries `et_pb_sticky_elements`. Sticky positioning is not motion: it
 * works for visitors who asked for reduced motion too.
 */
export const stickyModule = defineModule((el, ctx, signal) => {
  const doc = el.ownerDocument;
  const elements = findStickyElements(doc, stickyConfigs(ctx.globals['et_pb_sticky_elements'] as StickyElements | undefined));
  if (elements.length === 0) return;
  const sticky = createSticky(doc, elements, { signal });
  revealFocusedSticky(doc, signal);
  // In the builder, a switch of where the preview scrolls re-measures once it has
  // settled (§9: 2000 ms). Loaded only there: a visitor's page pays nothing.
  if (ctx.builder.active) {
    void import('../builder/scroll-location').then(({ watchScrollLocation }) => {
      if (!signal.aborted) watchScrollLocation(doc, debounce(sticky.remeasure, SCROLL_LOCATION_DEBOUNCE_MS, signal), signal);
    });
  }
});
