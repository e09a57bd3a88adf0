export { parallaxModule as default } from './parallax-module';
export { createParallax, supportsScrollTimeline } from './create-parallax';
export type { CreateParallaxOptions } from './create-parallax';
export { PARALLAX_FACTOR, parallaxHeight, parallaxOffset } from './parallax-core';
