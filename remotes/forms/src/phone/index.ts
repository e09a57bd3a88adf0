export { phoneModule as default } from './phone-module';
