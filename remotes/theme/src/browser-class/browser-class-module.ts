import { defineModule } from '@cms-mf/shared-contracts';
import { createClassSwitch } from '../dom/class-switch';
import { browserClasses } from './browser-classes';

/** `./browser-classes`: tags the body with the browser and device classes the themes' styles use. */
export const browserClassModule = defineModule((el, _ctx, signal) => {
  const doc = el.ownerDocument;
  const nav = doc.defaultView!.navigator;
  const set = createClassSwitch(doc.body, signal);
  browserClasses(nav.userAgent, nav.maxTouchPoints).forEach((name) => set(name, true));
});
