import { isActionFailedError, isHttpError, isNetworkError, isNonceExpiredError, isTimeoutError } from '@cms-mf/shared-contracts';

/** The provider error alert (forms-addon.md §8). */
export const PROVIDER_ERROR_MESSAGE = 'An error occurred during payment. Please try again.';

export const PAYMENT_TEXTS = {
  heading: 'Payment',
  total: 'Total',
  items: 'Items',
  quantity: 'Quantity',
  shipping: 'Shipping',
  discount: 'Coupon',
  ready: (total: string) => `Your order is ready. Total to pay: ${total}. Use the payment button below.`,
  loading: 'Loading the payment service…',
  unavailable: 'The payment service could not be loaded. Check your connection and try again.',
  recording: 'Recording your payment…',
  approved: (total: string) => `Thank you: your payment of ${total} is received.`,
  cancelled: 'Payment cancelled: nothing was charged. You can pay again with the button below.',
  nothingToPay: 'Nothing to pay: the coupon covers the whole order.',
  retry: 'Retry',
  tryAgain: 'Try again',
  couponAdd: 'Add',
  couponRemove: 'Remove',
  couponAddLabel: 'Add coupon',
  couponRemoveLabel: 'Remove coupon',
  couponRemoved: 'Coupon removed.',
} as const;

/** Why a call to the site failed, in words a visitor can act on. */
export function reasonOf(error: unknown): string {
  if (isActionFailedError(error) && error.serverMessage) return error.serverMessage;
  if (isNetworkError(error)) return 'The site could not be reached. Check your connection.';
  if (isTimeoutError(error)) return 'The site took too long to answer.';
  if (isNonceExpiredError(error)) return 'Your session has expired. Reload the page and send the form again.';
  if (isHttpError(error)) return `The site could not answer (HTTP ${error.status}).`;
  return 'Something went wrong on the site.';
}

/** Saving the order failed: nothing was charged, and the next click tries the same order again. */
export const saveFailedMessage = (error: unknown): string =>
  `Your order could not be recorded: ${reasonOf(error)} Nothing was charged. Press the payment button to try again.`;

/** The provider captured the payment but the site has not recorded it: Retry sends the same record again. */
export const recordFailedMessage = (error: unknown): string =>
  `Your payment went through, but the site could not record it yet: ${reasonOf(error)} Press Retry to record it; you will not be charged again.`;

/** The visitor cancelled but the site could not note it: nothing was charged either way. */
export const cancelUnrecordedMessage = (error: unknown): string =>
  `Payment cancelled: nothing was charged. The site could not note the cancellation: ${reasonOf(error)}`;
