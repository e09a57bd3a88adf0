export { commentsModule as default } from './comments-module';
