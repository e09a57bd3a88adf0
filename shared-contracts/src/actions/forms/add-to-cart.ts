import { defineAction } from '../define-action';
import { expectRecord, expectSafeUrl } from '../expect';
import { NONCE_SPECS } from '../nonce';
import { THIRD_PARTY_TIMEOUT_MS } from './timeouts';

type BookingSlot = {
  /** Chosen date(s) as the picker formats them. */
  readonly bookingDate: string;
  readonly bookingTime?: string;
};

/** Either an existing shop product or a custom one. */
export type AddToCartRequest =
  | (BookingSlot & { readonly productId: number })
  | (BookingSlot & { readonly productName: string; readonly productPrice: number });

/** Followed after the checkout redirect delay (forms-addon.md §9). */
export type AddToCartAnswer = { readonly checkout_url: string };

/** `data` = {checkout_url}; the page navigates there, so it must be a safe URL. */
function parseAddToCart(data: unknown): AddToCartAnswer {
  const answer = expectRecord(data, 'eacf7_add_to_cart: answer');
  return { checkout_url: expectSafeUrl(answer.checkout_url, 'eacf7_add_to_cart: checkout_url') };
}

/** `eacf7_add_to_cart`: a write to the cart session. */
export const addToCart = defineAction<AddToCartRequest>()({
  nonce: NONCE_SPECS.eacf7,
  timeoutMs: THIRD_PARTY_TIMEOUT_MS,
  retryable: false,
  parseAnswer: parseAddToCart,
});
