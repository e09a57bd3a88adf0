export { videoSliderModule as default } from './video-slider-module';
