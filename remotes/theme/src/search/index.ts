export { searchModule as default } from './search-module';
