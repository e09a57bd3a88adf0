export { countdownModule as default } from './countdown-module';
