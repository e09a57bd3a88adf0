/**
 * Amounts in the currency's minor units (cents for USD, yen for JPY), so sums
 * and comparisons are exact integers. How many decimals a currency has is
 * ISO 4217's fact, which `Intl` carries: no table of ours to keep.
 */

/** Decimals of a currency (2 for USD, 0 for JPY); 2 when `Intl` does not know the code. */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * An amount in major units (a catalogue price, a posted total, a captured
 * amount) as minor units, rounded half up as its decimal reads.
 */
export function toMinorUnits(amount: number, digits: number): number {
  // toFixed first: 1.005 * 100 is 100.49999…, which must round as the decimal 1.005 reads (a
  // plain Math.round(amount * 100) makes it 100 where the decimal says 101).
  return Math.round(Number((amount * 10 ** digits).toFixed(6)));
}

/** Minor units as the decimal string a payment provider takes (`"149.50"`, `"1500"`). */
export function toAmountString(minor: number, digits: number): string {
  return (minor / 10 ** digits).toFixed(digits);
}

/**
 * Minor units as the visitor reads money in the page's language
 * (forms-addon.md §9: 2 decimals; a currency without decimals shows none).
 * The payments remote shows totals with it, and the server's markup too.
 */
export function formatMoney(minor: number, currency: string, locale: string | undefined): string {
  const digits = currencyDigits(currency);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(minor / 10 ** digits);
  } catch {
    return `${toAmountString(minor, digits)} ${currency}`;
  }
}
