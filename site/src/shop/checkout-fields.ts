/**
 * The checkout's address fields as the shop platform defines them: key,
 * label (its English wording, which its required-field messages repeat),
 * whether required, and the autocomplete token. Billing and shipping share
 * them, with the `billing_`/`shipping_` prefix.
 */
export interface AddressField {
  readonly key: string;
  readonly label: string;
  readonly required: boolean;
  readonly autocomplete: string;
  readonly type?: 'email' | 'tel' | 'country' | 'state';
}

const FIELDS: readonly (AddressField & { readonly billingOnly?: boolean })[] = [
  { key: 'first_name', label: 'First name', required: true, autocomplete: 'given-name' },
  { key: 'last_name', label: 'Last name', required: true, autocomplete: 'family-name' },
  { key: 'company', label: 'Company name', required: false, autocomplete: 'organization' },
  { key: 'country', label: 'Country / Region', required: true, autocomplete: 'country', type: 'country' },
  { key: 'address_1', label: 'Street address', required: true, autocomplete: 'address-line1' },
  { key: 'address_2', label: 'Apartment, suite, unit, etc.', required: false, autocomplete: 'address-line2' },
  { key: 'city', label: 'Town / City', required: true, autocomplete: 'address-level2' },
  // Required only where the country has a state list (`stateControlFor`).
  { key: 'state', label: 'State / County', required: false, autocomplete: 'address-level1', type: 'state' },
  { key: 'postcode', label: 'Postcode / ZIP', required: true, autocomplete: 'postal-code' },
  { key: 'phone', label: 'Phone', required: true, autocomplete: 'tel', type: 'tel', billingOnly: true },
  { key: 'email', label: 'Email address', required: true, autocomplete: 'email', type: 'email', billingOnly: true },
];

export type AddressKind = 'billing' | 'shipping';

export const addressFields = (kind: AddressKind): readonly AddressField[] => FIELDS.filter((field) => kind === 'billing' || !field.billingOnly);

/** Posted names that are not address fields. */
export const SHIPPING_METHOD_FIELD = 'shipping_method[0]';
export const OTHER_CHECKOUT_FIELDS = ['createaccount', 'account_password', 'ship_to_different_address', 'order_comments', SHIPPING_METHOD_FIELD, 'payment_method', 'cart_hash'] as const;

/** Every field name the checkout accepts. */
export const CHECKOUT_FIELD_NAMES: readonly string[] = [
  ...addressFields('billing').map((field) => `billing_${field.key}`),
  ...addressFields('shipping').map((field) => `shipping_${field.key}`),
  ...OTHER_CHECKOUT_FIELDS,
];

/** The payment methods the reference shop offers (no card data ever reaches it). */
export const PAYMENT_METHODS: ReadonlyArray<{ readonly id: string; readonly title: string; readonly description: string }> = [
  { id: 'cod', title: 'Cash on delivery', description: 'Pay with cash on the day of your booking.' },
  { id: 'bacs', title: 'Direct bank transfer', description: 'Make your payment directly into our bank account. Use your order number as the payment reference.' },
];
