import { isFlagOn } from '@cms-mf/shared-contracts/settings';
import type { FormDefinition } from '../../cms/form-definition';
import { CHECKOUT_URL } from '../../shop/add-to-cart';

/**
 * A sent form with the `wcCheckout` switch (forms-addon.md §3 "Other
 * switches"; MARKUP-FACTS §3.2: the add-on follows `apiResponse.redirect`)
 * sends the visitor to the shop's checkout. Booking forms that sell through
 * the shop go there after `eacf7_add_to_cart` instead, so they get none here.
 */
export function checkoutRedirectOf(form: FormDefinition, status: string): { redirect?: string } {
  if (status !== 'mail_sent' || !isFlagOn(form.settings.Checkout?.wcCheckout)) return {};
  if (isFlagOn(form.settings.IBooking?.wooIntegration)) return {};
  return { redirect: CHECKOUT_URL };
}
