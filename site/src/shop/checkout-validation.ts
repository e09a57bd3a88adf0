import { type CheckoutNotice, isStateOfCountry, stateControlFor } from '@cms-mf/shared-contracts/actions';
import { type AddressKind, addressFields, PAYMENT_METHODS } from './checkout-fields';
import { isShopCountry, normalisePostcode } from './shipping-rates';

/** Posted checkout values by field name (absent fields are empty). */
export type CheckoutValues = Readonly<Record<string, string | undefined>>;

const KIND_LABEL: Record<AddressKind, string> = { billing: 'Billing', shipping: 'Shipping' };

/** The platform's postcode patterns for the countries it checks; others only need a plausible code. */
const POSTCODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  GB: /^([A-Z]{1,2}[0-9][A-Z0-9]?)([0-9][A-Z]{2})$/,
  US: /^[0-9]{5}(-?[0-9]{4})?$/,
  DE: /^(0[1-9]|[1-9][0-9])[0-9]{3}$/,
  FR: /^[0-9]{5}$/,
  IS: /^[0-9]{3}$/,
};
const ANY_POSTCODE = /^[A-Z0-9-]{2,10}$/;
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
const PHONE = /^[+]?[0-9\s().-]{6,20}$/;

export const isShipToDifferentAddress = (values: CheckoutValues): boolean => values.ship_to_different_address === '1';

export function isValidPostcode(country: string, postcode: string): boolean {
  return (POSTCODE_PATTERNS[country] ?? ANY_POSTCODE).test(normalisePostcode(postcode));
}

/** The address whose country and postcode decide shipping. */
export function shippingDestination(values: CheckoutValues): { country: string; postcode: string } {
  const prefix = isShipToDifferentAddress(values) ? 'shipping' : 'billing';
  return { country: (values[`${prefix}_country`] ?? '').trim(), postcode: (values[`${prefix}_postcode`] ?? '').trim() };
}

/** A state is required where the country has a list, and must be one of it; a country without a state field takes none. */
function stateNotices(values: CheckoutValues, kind: AddressKind, name: string): CheckoutNotice[] {
  const id = `${kind}_state`;
  const country = (values[`${kind}_country`] ?? '').trim();
  const state = (values[id] ?? '').trim();
  const control = stateControlFor(country);
  if (control.kind === 'select' && state === '') return [{ id, message: `${name} is a required field.` }];
  if (isStateOfCountry(country, state)) return [];
  const valid = control.kind === 'select' ? ` Please enter one of the following: ${Object.values(control.states).join(', ')}` : '';
  return [{ id, message: `${name} is not valid.${valid}` }];
}

function addressNotices(values: CheckoutValues, kind: AddressKind): CheckoutNotice[] {
  const notices: CheckoutNotice[] = [];
  for (const field of addressFields(kind)) {
    const id = `${kind}_${field.key}`;
    const value = (values[id] ?? '').trim();
    const name = `${KIND_LABEL[kind]} ${field.label}`;
    if (field.type === 'state') {
      notices.push(...stateNotices(values, kind, name));
      continue;
    }
    if (value === '') {
      if (field.required) notices.push({ id, message: `${name} is a required field.` });
      continue;
    }
    if (field.type === 'country' && !isShopCountry(value)) notices.push({ id, message: `'${value}' is not a valid country code.` });
    if (field.type === 'email' && !EMAIL.test(value)) notices.push({ id, message: `${name} is not a valid email address.` });
    if (field.type === 'tel' && !PHONE.test(value)) notices.push({ id, message: `${name} is not a valid phone number.` });
  }
  const country = (values[`${kind}_country`] ?? '').trim();
  const postcode = (values[`${kind}_postcode`] ?? '').trim();
  if (postcode !== '' && isShopCountry(country) && !isValidPostcode(country, postcode)) {
    notices.push({ id: `${kind}_postcode`, message: `${KIND_LABEL[kind]} Postcode / ZIP is not a valid postcode / ZIP.` });
  }
  return notices;
}

/**
 * Every problem with a posted checkout, in the platform's order and wording:
 * billing fields, then shipping fields (only when shipping to a different
 * address), then the payment method. Shipping availability is checked by the
 * caller, which knows the rates.
 */
export function validateCheckout(values: CheckoutValues): CheckoutNotice[] {
  const notices = addressNotices(values, 'billing');
  if (isShipToDifferentAddress(values)) notices.push(...addressNotices(values, 'shipping'));
  if (!PAYMENT_METHODS.some((method) => method.id === values.payment_method)) notices.push({ id: '', message: 'Invalid payment method.' });
  return notices;
}

/** The platform's words when no method ships to the address. */
export const NO_SHIPPING_METHOD = 'No shipping method has been selected. Please double check your address, or contact us if you need any help.';
/** The platform's words for a checkout without a cart (empty, expired, or not the visitor's). */
export const SESSION_EXPIRED = 'Sorry, your session has expired.';
/** Ours: the cart changed after the checkout page was shown (another tab added a booking). */
export const CART_CHANGED = 'Your cart has changed since you opened the checkout. Please review your order and place it again.';
