export { orderReceivedModule as default } from './order-received-module';
