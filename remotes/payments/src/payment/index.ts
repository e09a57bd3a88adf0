export { paymentModule as default } from './payment-module';
