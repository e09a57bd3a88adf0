import type { BookingSettings } from '@cms-mf/shared-contracts/settings';
import type { AddToCartRequest } from '@cms-mf/shared-contracts/actions';
import { isFlagOn } from '@cms-mf/shared-contracts/settings';
import type { SubmittedInputs } from '../redirection/tag-substitution';

/** The booking inputs (MARKUP-FACTS §3.2: `booking_date(-n)`, `booking_time(-n)`). */
const DATE_NAME = /^booking_date(-\d+)?$/;
const TIME_NAME = /^booking_time(-\d+)?$/;

/**
 * The `eacf7_add_to_cart` request after a booking form was sent
 * (forms-addon.md §3 "Booking", §7): the shop product by id, or the custom
 * product by name and price, with the submitted date and time. Null when the
 * form does not sell through the shop or no date was sent.
 */
export function addToCartRequest(settings: BookingSettings | undefined, inputs: SubmittedInputs): AddToCartRequest | null {
  if (!settings || !isFlagOn(settings.wooIntegration)) return null;
  const bookingDate = inputs.find((input) => DATE_NAME.test(input.name))?.value.trim() ?? '';
  const bookingTime = inputs.find((input) => TIME_NAME.test(input.name))?.value.trim() ?? '';
  if (bookingDate === '') return null;
  const slot = { bookingDate, ...(bookingTime ? { bookingTime } : {}) };
  if (settings.productType === 'existing-product') {
    const productId = Number(settings.productId);
    return Number.isInteger(productId) && productId > 0 ? { productId, ...slot } : null;
  }
  if (settings.productType === 'custom' && settings.customProductName) {
    const productPrice = Number(settings.customProductPrice);
    return Number.isFinite(productPrice) ? { productName: settings.customProductName, productPrice, ...slot } : null;
  }
  return null;
}
