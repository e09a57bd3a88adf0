/**
 * The captured amount in a payment provider's capture answer (Orders v2
 * shape, as `actions.order.capture()` resolves): the first capture's amount,
 * else the purchase unit's. Null when absent or malformed.
 */
export function capturedAmount(response: Readonly<Record<string, unknown>>): { readonly value: number; readonly currency: string } | null {
  const unit = first(response.purchase_units);
  const capture = first(record(record(unit)?.payments)?.captures);
  const amount = record(record(capture)?.amount) ?? record(record(unit)?.amount);
  const value = amount?.value;
  const currency = amount?.currency_code;
  if (typeof value !== 'string' || !/^\d{1,9}(\.\d{1,2})?$/.test(value) || typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return null;
  return { value: Number(value), currency };
}

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : undefined);
const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
