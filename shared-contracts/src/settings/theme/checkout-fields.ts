/**
 * Checkout fields mirrored between the billing, shipping and payment modules
 * (theme-frontend.md §3 "Checkout form fields", §7).
 */
export const CHECKOUT_MIRRORED_FIELDS = [
  'ship_to_different_address',
  'createaccount',
  'order_comments',
  'shipping_method',
  'billing_country',
  'shipping_country',
  'billing_postcode',
  'shipping_postcode',
  'billing_state',
  'shipping_state',
] as const;
export type CheckoutFieldName = (typeof CHECKOUT_MIRRORED_FIELDS)[number];

/** Fields whose change makes the shop recompute the order (`update_checkout`, §7). */
export const CHECKOUT_UPDATE_TRIGGER_FIELDS: readonly CheckoutFieldName[] = [
  'shipping_method',
  'billing_country',
  'shipping_country',
  'billing_postcode',
  'shipping_postcode',
];

/** Snapshot of the mirrored values; billing and shipping rows are the other inputs of each area. */
export interface CheckoutFields {
  readonly billing: Readonly<Record<string, string>>;
  readonly shipping: Readonly<Record<string, string>>;
  readonly ship_to_different_address: boolean;
  readonly createaccount: boolean;
  readonly order_comments: string;
  readonly shipping_method: readonly string[];
}

/** Product review rating values (§3). */
export type ReviewRating = 1 | 2 | 3 | 4 | 5;
