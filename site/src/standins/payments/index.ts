export { createPaymentRoutes } from './payment-routes';
export { STANDIN_PAYER } from './order-resource';
export type { OrderStatus } from './order-store';
