export { maskModule as default } from './mask-module';
