export { browserClassModule as default } from './browser-class-module';
