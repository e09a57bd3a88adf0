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
