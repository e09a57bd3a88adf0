export { menuModule as default } from './menu-module';
