export { headerModule as default } from './header-module';
export { createHeader } from './header-controller';
export { headerVariant } from './header-variant';
export type { HeaderVariant } from './header-variant';
export { measureTopCover, FIXED_HEADERS } from './fixed-headers';
export type { FixedHeaderDescriptor } from './fixed-headers';
export { anchorScrollOffset, hideNavEnabled, headerIsFixed } from './header-offsets';
export type { TopCover } from './header-offsets';
