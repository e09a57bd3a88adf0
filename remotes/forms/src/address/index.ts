export { addressModule as default } from './address-module';
