export { uploadModule as default } from './upload-module';
