import { isRecord } from '@cms-mf/shared-contracts';
import { PAYMENT_DEFAULT_CURRENCY } from '@cms-mf/shared-contracts/constants';
import type { PayPalSettings } from '@cms-mf/shared-contracts/settings';

/** One priced field: each chosen option adds its price. */
export interface PricedItem {
  readonly field: string;
  readonly prices: Readonly<Record<string, number>>;
}

/**
 * What the total of a payment form is made of (forms-addon.md §9), read from
 * the container's `data-payment` (the form definition's `payment` object:
 * `{currency, items, quantity_field, shipping, coupon_field}`), else from the
 * `Integrations` global's `payPalTotal` (a field holding the amount, or a
 * fixed amount) and `payPalCurrency`.
 */
export interface PriceList {
  readonly currency: string;
  readonly items: readonly PricedItem[];
  /** A field whose numeric value is an amount of its own (`payPalTotal` naming a field). */
  readonly amountField?: string;
  /** A fixed amount (`payPalTotal` as a number). */
  readonly fixedAmount?: number;
  readonly quantityField?: string;
  readonly shipping: number;
  readonly couponField?: string;
}

const CURRENCY = /^[A-Z]{3}$/;
const FIELD = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

const amountOf = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : undefined;
};
const fieldOf = (value: unknown): string | undefined => (typeof value === 'string' && FIELD.test(value) ? value : undefined);

/** The price list of a container, or null when the page gives none a total can be made of. */
export function readPriceList(dataPayment: string | null, settings: PayPalSettings | undefined): PriceList | null {
  const fallbackCurrency = typeof settings?.payPalCurrency === 'string' && CURRENCY.test(settings.payPalCurrency) ? settings.payPalCurrency : PAYMENT_DEFAULT_CURRENCY;
  const fromMarkup = dataPayment ? parsePaymentData(dataPayment, fallbackCurrency) : null;
  if (fromMarkup) return fromMarkup;
  const total = settings?.payPalTotal;
  const fixed = typeof total === 'number' ? amountOf(total) : undefined;
  const field = fieldOf(total);
  if (fixed === undefined && field === undefined) return null;
  return { currency: fallbackCurrency, items: [], shipping: 0, ...(fixed === undefined ? {} : { fixedAmount: fixed }), ...(field === undefined ? {} : { amountField: field }) };
}

function parsePaymentData(text: string, fallbackCurrency: string): PriceList | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(data) || !Array.isArray(data.items)) return null;
  const items: PricedItem[] = [];
  for (const item of data.items) {
    const field = isRecord(item) ? fieldOf(item.field) : undefined;
    if (!field || !isRecord(item) || !isRecord(item.prices)) return null;
    // No prototype: a choice named `__proto__` stays a key.
    const prices = Object.create(null) as Record<string, number>;
    for (const [choice, price] of Object.entries(item.prices)) {
      const amount = amountOf(price);
      if (amount === undefined) return null;
      prices[choice] = amount;
    }
    items.push({ field, prices });
  }
  const currency = typeof data.currency === 'string' && CURRENCY.test(data.currency) ? data.currency : fallbackCurrency;
  const quantityField = fieldOf(data.quantity_field);
  const couponField = fieldOf(data.coupon_field);
  return {
    currency,
    items,
    shipping: amountOf(data.shipping) ?? 0,
    ...(quantityField ? { quantityField } : {}),
    ...(couponField ? { couponField } : {}),
  };
}
