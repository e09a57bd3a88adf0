export { repeaterModule as default } from './repeater-module';
