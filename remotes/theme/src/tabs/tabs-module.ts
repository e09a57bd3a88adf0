import { defineModule } from '@cms-mf/shared-contracts';
import { motionDuration } from '../core/reduced-motion';
import { SLIDER_FADE_MS } from '../core/timing';
import { createTabs } from './create-tabs';

/**
 * `./tabs`: the tabs module (`.et_pb_tabs`). Panes fade over the builder
 * slider's default 500 ms (theme-frontend.md §4 "Tabs use the slider with
 * fade"), instantly under `prefers-reduced-motion`.
 */
export const tabsModule = defineModule((el, _ctx, signal) => {
  const root = el as HTMLElement;
  createTabs(root, { fadeMs: motionDuration(root.ownerDocument.defaultView!, SLIDER_FADE_MS), signal });
});
