export { styleModule as default } from './style-module';
