/** A cart line as the server priced it. */
export interface PricedLine {
  readonly priceCents: number;
  readonly quantity: number;
}

export interface OrderTotals {
  readonly subtotalCents: number;
  readonly shippingCents: number;
  readonly totalCents: number;
}

/** Line total: unit price times quantity, in whole cents. */
export const lineTotalCents = (line: PricedLine): number => line.priceCents * line.quantity;

/** The order's totals from the server's prices and the chosen shipping cost (never from posted numbers). */
export function orderTotals(lines: readonly PricedLine[], shippingCents: number): OrderTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  return { subtotalCents, shippingCents, totalCents: subtotalCents + shippingCents };
}

/** `$12.50`: the shop's price format (USD, two decimals). */
export const formatMoney = (cents: number): string => `$${(cents / 100).toFixed(2)}`;
