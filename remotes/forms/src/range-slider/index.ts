export { rangeSliderModule as default } from './range-slider-module';
