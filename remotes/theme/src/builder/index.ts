export { builderModule as default } from './builder-module';
