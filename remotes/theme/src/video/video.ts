export { videoModule as default } from './video-module';
