export { fullwidthHeaderModule as default } from './fullwidth-header-module';
