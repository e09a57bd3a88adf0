export { pricingModule as default } from './pricing-module';
