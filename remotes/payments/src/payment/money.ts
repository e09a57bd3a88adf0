import { currencyDigits } from '@cms-mf/shared-contracts/rules';

/** Minor units as the decimal string a payment provider takes (`"149.50"`, `"1500"`). */
export function toAmountString(minor: number, digits: number): string {
  return (minor / 10 ** digits).toFixed(digits);
}

/**
 * Minor units as the visitor reads money in the page's language
 * (forms-addon.md §9: 2 decimals; a currency without decimals shows none).
 */
export function formatMoney(minor: number, currency: string, locale: string | undefined): string {
  const digits = currencyDigits(currency);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(minor / 10 ** digits);
  } catch {
    return `${toAmountString(minor, digits)} ${currency}`;
  }
}
