export { addToCartModule as default } from './add-to-cart-module';
