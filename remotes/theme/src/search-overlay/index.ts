export { searchOverlayModule as default } from './search-overlay-module';
export { createSearchOverlay } from './search-overlay';
export type { SearchOverlayParts } from './search-overlay';
