export { cartModule as default } from './cart-module';
