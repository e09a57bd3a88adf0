export { cloudUploadModule as default } from './cloud-upload-module';
