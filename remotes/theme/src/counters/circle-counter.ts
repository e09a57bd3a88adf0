export { circleCounterModule as default } from './circle-counter-module';
