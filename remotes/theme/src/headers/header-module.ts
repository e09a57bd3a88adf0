import type { FeatureModule, Unmount } from '@cms-mf/shared-contracts';
import { createHeader } from './header-controller';

/**
 * `./header`: the theme's main header (`#main-header`). Mounted at once: a
 * fixed or transparent header changes the layout above the fold.
 */
export const headerModule: FeatureModule = {
  mount(el: Element): Unmount {
    const mount = new AbortController();
    createHeader(el as HTMLElement, mount.signal);
    return () => mount.abort();
  },
};
