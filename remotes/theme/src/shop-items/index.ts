export { shopItemsModule as default } from './shop-items-module';
