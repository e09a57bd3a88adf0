import { defineModule } from '@cms-mf/shared-contracts';
import { watchDevice } from '../motion/watch-device';
import { createMultiView } from './create-multi-view';
import { parseMultiView } from './multi-view-data';

/** `./multi-view`: content per device and on hover for `[data-et-multi-view]` (theme-frontend.md §3, §4). */
export const multiViewModule = defineModule((el, _ctx, signal) => {
  const data = parseMultiView(el.getAttribute('data-et-multi-view'));
  if (!data || !(el instanceof HTMLElement)) return;
  let api: ReturnType<typeof createMultiView> | null = null;
  const device = watchDevice(el.ownerDocument.defaultView!, (next) => api?.setDevice(next), signal);
  api = createMultiView(el, data, { signal, device });
});
