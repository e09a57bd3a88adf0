export { numberCounterModule as default } from './number-counter-module';
