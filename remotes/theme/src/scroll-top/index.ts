export { scrollTopModule as default } from './scroll-top-module';
