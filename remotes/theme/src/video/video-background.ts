export { videoBackgroundModule as default } from './video-background-module';
