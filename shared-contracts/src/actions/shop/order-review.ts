import { expectNonEmptyString, expectNumber, expectRecord, expectString, fail, optionalString } from '../expect';

/** One line of the order review, priced by the server. */
export interface OrderReviewLine {
  readonly name: string;
  readonly bookingDate: string;
  readonly bookingTime?: string;
  readonly quantity: number;
  readonly totalCents: number;
}

/** A shipping method the server offers for the address, with its price. */
export interface ShippingMethodOption {
  /** The platform's `method_id:instance_id`, e.g. `flat_rate:1`, posted as `shipping_method[0]`. */
  readonly id: string;
  readonly label: string;
  readonly costCents: number;
}

/**
 * The order review (`.woocommerce-checkout-review-order-table`) as the server
 * computed it: the page renders it from these numbers, never from its own sums.
 */
export interface OrderReview {
  readonly lines: readonly OrderReviewLine[];
  readonly shippingMethods: readonly ShippingMethodOption[];
  /** The chosen method's id; null when none is available for the address. */
  readonly chosenMethod: string | null;
  readonly subtotalCents: number;
  readonly shippingCents: number;
  readonly totalCents: number;
  /** ISO 4217 code. */
  readonly currency: string;
}

const cents = (value: unknown, where: string): number => {
  const number = expectNumber(value, where);
  if (!Number.isInteger(number) || number < 0) fail(where, `must be a whole number of cents >= 0, got ${number}`);
  return number;
};

const list = (value: unknown, where: string): readonly unknown[] => {
  if (!Array.isArray(value)) fail(where, 'must be an array');
  return value;
};

/** Checks an order review from the server; throws a TypeError naming the field. */
export function parseOrderReview(value: unknown, where: string): OrderReview {
  const review = expectRecord(value, where);
  const lines = list(review.lines, `${where}.lines`).map((raw, i) => {
    const line = expectRecord(raw, `${where}.lines[${i}]`);
    const bookingTime = optionalString(line.bookingTime, `${where}.lines[${i}].bookingTime`);
    return {
      name: expectNonEmptyString(line.name, `${where}.lines[${i}].name`),
      bookingDate: expectString(line.bookingDate, `${where}.lines[${i}].bookingDate`),
      ...(bookingTime === undefined ? {} : { bookingTime }),
      quantity: cents(line.quantity, `${where}.lines[${i}].quantity`),
      totalCents: cents(line.totalCents, `${where}.lines[${i}].totalCents`),
    };
  });
  const shippingMethods = list(review.shippingMethods, `${where}.shippingMethods`).map((raw, i) => {
    const method = expectRecord(raw, `${where}.shippingMethods[${i}]`);
    return {
      id: expectNonEmptyString(method.id, `${where}.shippingMethods[${i}].id`),
      label: expectNonEmptyString(method.label, `${where}.shippingMethods[${i}].label`),
      costCents: cents(method.costCents, `${where}.shippingMethods[${i}].costCents`),
    };
  });
  const chosenMethod = review.chosenMethod === null ? null : expectNonEmptyString(review.chosenMethod, `${where}.chosenMethod`);
  if (chosenMethod !== null && !shippingMethods.some((method) => method.id === chosenMethod)) fail(`${where}.chosenMethod`, 'is not one of shippingMethods');
  return {
    lines,
    shippingMethods,
    chosenMethod,
    subtotalCents: cents(review.subtotalCents, `${where}.subtotalCents`),
    shippingCents: cents(review.shippingCents, `${where}.shippingCents`),
    totalCents: cents(review.totalCents, `${where}.totalCents`),
    currency: expectNonEmptyString(review.currency, `${where}.currency`),
  };
}

/** One checkout error notice: the field it is about (`data-id`, empty for the whole form) and its text. */
export interface CheckoutNotice {
  readonly id: string;
  readonly message: string;
}

export function parseNotices(value: unknown, where: string): readonly CheckoutNotice[] {
  return list(value, where).map((raw, i) => {
    const notice = expectRecord(raw, `${where}[${i}]`);
    return { id: expectString(notice.id, `${where}[${i}].id`), message: expectNonEmptyString(notice.message, `${where}[${i}].message`) };
  });
}
