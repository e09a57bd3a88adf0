import type { StickyElements } from '@cms-mf/shared-contracts/settings';
import type { FeatureModule, ModuleContext, Unmount } from '@cms-mf/shared-contracts';
import { createSticky } from './create-sticky';
import { findStickyElements } from './sticky-elements';
import { stickyConfigs } from './sticky-settings';

/**
 * `./sticky`: sticky modules (theme-frontend.md §4), mounted on `body` when the
 * page carries `et_pb_sticky_elements`. Sticky positioning is not motion: it
 * works for visitors who asked for reduced motion too.
 */
export const stickyModule: FeatureModule = {
  mount(el: Element, ctx: ModuleContext): Unmount {
    const mount = new AbortController();
    const doc = el.ownerDocument;
    const elements = findStickyElements(doc, stickyConfigs(ctx.globals['et_pb_sticky_elements'] as StickyElements | undefined));
    if (elements.length > 0) createSticky(doc, elements, { signal: mount.signal });
    return () => mount.abort();
  },
};
