import type { CheckoutNotice } from '@cms-mf/shared-contracts/actions';
import type { CheckoutValues } from './checkout-validation';

/**
 * A checkout shown again after its plain post was refused: the values the
 * visitor typed (every one kept) and the platform's notices.
 */
export interface CheckoutPageState {
  readonly values: CheckoutValues;
  readonly notices: readonly CheckoutNotice[];
}

/** The nonce the checkout form carries for its plain post (the platform's field and action names). */
export const CHECKOUT_NONCE_FIELD = 'woocommerce-process-checkout-nonce';
export const CHECKOUT_NONCE_ACTION = 'woocommerce-process_checkout';
/** The platform's words for a checkout post with a bad or expired nonce. */
export const CHECKOUT_NONCE_FAILED = 'We were unable to process your order, please try again.';

/**
 * The id of the payment module's form, which the other modules' fields name
 * in their `form` attribute: without scripts (or before the shop remote
 * mounts) the browser then posts every checkout field with it, which the
 * remote's mirroring does otherwise.
 */
export const CHECKOUT_FORM_ID = 'cmsmf-checkout';
