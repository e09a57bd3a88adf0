import type { FeatureModule, Unmount } from '@cms-mf/shared-contracts';
import { motionDuration } from '../core/reduced-motion';
import { ACCORDION_TOGGLE_MS } from '../core/timing';
import { createToggles } from './create-toggles';

const slideMs = (el: Element) => motionDuration(el.ownerDocument.defaultView!, ACCORDION_TOGGLE_MS);

/** `./accordion`: `.et_pb_accordion` and its `.et_pb_accordion_item` toggles. */
export const accordionModule: FeatureModule = {
  mount(el: Element): Unmount {
    const mount = new AbortController();
    const items = [...el.querySelectorAll<HTMLElement>(':scope > .et_pb_toggle')];
    createToggles(el as HTMLElement, items, { mode: 'accordion', slideMs: slideMs(el), signal: mount.signal });
    return () => mount.abort();
  },
};

/** `./toggle`: a standalone `.et_pb_toggle`. */
export const toggleModule: FeatureModule = {
  mount(el: Element): Unmount {
    const mount = new AbortController();
    createToggles(el as HTMLElement, [el as HTMLElement], { mode: 'toggle', slideMs: slideMs(el), signal: mount.signal });
    return () => mount.abort();
  },
};
