export { productDropdownModule as default } from './product-dropdown-module';
