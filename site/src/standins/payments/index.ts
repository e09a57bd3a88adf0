export { createPaymentRoutes } from './payment-routes';
export { STANDIN_PAYER } from './order-resource';
export { fetchPaymentOrder } from './fetch-payment-order';
export { PaymentProviderError } from './payment-provider-error';
export type { FetchPaymentOrderOptions, ProviderCapture, ProviderOrder } from './fetch-payment-order';
export type { OrderStatus } from './order-store';
