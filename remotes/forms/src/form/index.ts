export { formModule as default } from './form-module';
