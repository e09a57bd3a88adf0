import { PAYMENT_DEFAULT_CURRENCY } from '@cms-mf/shared-contracts/constants';
import type { OrderCatalogue } from '@cms-mf/shared-contracts/rules';
import type { PaymentDefinition } from '../cms/form-definition';

/**
 * A payment form's prices as the order-total rule reads them
 * (`@cms-mf/shared-contracts/rules`, `orderTotal`): the one rule the page
 * applies when it shows and sends a total, and this server when it checks it.
 */
export const catalogueOf = (payment: PaymentDefinition): OrderCatalogue => ({
  currency: payment.currency || PAYMENT_DEFAULT_CURRENCY,
  items: payment.items,
  shipping: payment.shipping ?? 0,
  ...(payment.quantity_field ? { quantityField: payment.quantity_field } : {}),
});
