export { scrollEffectsModule as default } from './scroll-effects-module';
export { createScrollEffects } from './create-scroll-effects';
export type { CreateScrollEffectsOptions, ScrollEffectsApi } from './create-scroll-effects';
export { parseScrollEffectValue, clampLimits } from './scroll-value';
export type { ScrollEffectValue, ScrollLimits } from './scroll-value';
export { parseEffectValue } from './effect-value';
export type { EffectValue, EffectUnit } from './effect-value';
