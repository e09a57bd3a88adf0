export { barCountersModule as default } from './bar-counters-module';
