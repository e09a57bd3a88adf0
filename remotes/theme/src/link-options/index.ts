export { linkOptionsModule as default } from './link-options-module';
