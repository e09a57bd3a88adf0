export { richTextModule as default } from './rich-text-module';
