import type { FeatureModule, Unmount } from '@cms-mf/shared-contracts';
import { createClassSwitch } from '../dom/class-switch';
import { browserClasses } from './browser-classes';

/** `./browser-classes`: tags the body with the browser and device classes the themes' styles use. */
export const browserClassModule: FeatureModule = {
  mount(el: Element): Unmount {
    const mount = new AbortController();
    const doc = el.ownerDocument;
    const nav = doc.defaultView!.navigator;
    const set = createClassSwitch(doc.body, mount.signal);
    browserClasses(nav.userAgent, nav.maxTouchPoints).forEach((name) => set(name, true));
    return () => mount.abort();
  },
};
