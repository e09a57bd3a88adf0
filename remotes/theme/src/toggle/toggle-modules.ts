import { defineModule } from '@cms-mf/shared-contracts';
import { motionDuration } from '../core/reduced-motion';
import { ACCORDION_TOGGLE_MS } from '../core/timing';
import { createToggles } from './create-toggles';

const slideMs = (el: Element) => motionDuration(el.ownerDocument.defaultView!, ACCORDION_TOGGLE_MS);

/** `./accordion`: `.et_pb_accordion` and its `.et_pb_accordion_item` toggles. */
export const accordionModule = defineModule((el, _ctx, signal) => {
  const items = [...el.querySelectorAll<HTMLElement>(':scope > .et_pb_toggle')];
  createToggles(el as HTMLElement, items, { mode: 'accordion', slideMs: slideMs(el), signal });
});

/** `./toggle`: a standalone `.et_pb_toggle`. */
export const toggleModule = defineModule((el, _ctx, signal) => {
  createToggles(el as HTMLElement, [el as HTMLElement], { mode: 'toggle', slideMs: slideMs(el), signal });
});
