export { sliderModule as default } from './slider-module';
export { createSlider } from './create-slider';
export type { CreateSliderOptions, SliderApi } from './create-slider';
