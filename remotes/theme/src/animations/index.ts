export { animationsModule as default } from './animations-module';
export { createAnimations } from './create-animations';
export type { AnimationsApi, CreateAnimationsOptions } from './create-animations';
export { animationSpec } from './animation-data';
export type { AnimationEntry, AnimationSpec } from './animation-data';
