export { checkoutModule as default } from './checkout-module';
