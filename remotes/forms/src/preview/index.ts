export { previewModule as default } from './preview-module';
