export { galleryModule as default } from './gallery-module';
