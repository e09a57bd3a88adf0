export { stickyModule as default } from './sticky-module';
export { createSticky, STICKY_END_EVENT, STICKY_START_EVENT } from './create-sticky';
export type { CreateStickyOptions, StickyApi } from './create-sticky';
export { decideSticky, fixedTop } from './sticky-decision';
export type { StickyMeasure, StickyState, ScrollPosition } from './sticky-decision';
