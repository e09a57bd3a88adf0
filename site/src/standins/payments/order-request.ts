import { isRecord } from '@cms-mf/shared-contracts';

/** One purchase unit of an order, as the provider's Orders API takes it. */
export interface PurchaseUnit {
  readonly reference_id: string;
  readonly amount: { readonly currency_code: string; readonly value: string };
  readonly description?: string;
}

export type ParsedOrderRequest =
  | { readonly ok: true; readonly unit: PurchaseUnit }
  | { readonly ok: false; readonly issue: string; readonly description: string };

const CURRENCY = /^[A-Z]{3}$/;
// The provider's amount format: up to 10 integer digits, at most 2 decimals.
const VALUE = /^\d{1,10}(\.\d{1,2})?$/;
const refuse = (issue: string, description: string): ParsedOrderRequest => ({ ok: false, issue, description });

/**
 * Validates `POST /payments/orders` (`{intent, purchase_units: [{amount: {currency_code, value}}]}`).
 * The stand-in takes exactly one purchase unit, which is all a form payment
 * needs, so it records one capture per order.
 */
export function parseOrderRequest(body: Readonly<Record<string, unknown>>): ParsedOrderRequest {
  if (body.intent !== undefined && body.intent !== 'CAPTURE') return refuse('INVALID_PARAMETER_VALUE', 'intent must be CAPTURE.');
  const units = body.purchase_units;
  if (!Array.isArray(units) || units.length !== 1) return refuse('INVALID_PARAMETER_VALUE', 'purchase_units must hold exactly one unit.');
  const [unit] = units as unknown[];
  if (!isRecord(unit) || !isRecord(unit.amount)) return refuse('MISSING_REQUIRED_PARAMETER', 'purchase_units[0].amount is required.');
  const { currency_code: currency, value } = unit.amount;
  if (typeof currency !== 'string' || !CURRENCY.test(currency)) return refuse('INVALID_CURRENCY_CODE', 'amount.currency_code must be three capital letters.');
  if (typeof value !== 'string' || !VALUE.test(value) || Number(value) <= 0) return refuse('INVALID_PARAMETER_VALUE', 'amount.value must be a positive decimal string with at most 2 decimals.');
  const reference = unit.reference_id ?? 'default';
  if (typeof reference !== 'string' || reference === '' || reference.length > 256) return refuse('INVALID_PARAMETER_VALUE', 'reference_id must be 1 to 256 characters.');
  const description = unit.description;
  if (description !== undefined && (typeof description !== 'string' || description.length > 127)) return refuse('INVALID_PARAMETER_VALUE', 'description must be at most 127 characters.');
  return {
    ok: true,
    unit: { reference_id: reference, amount: { currency_code: currency, value }, ...(description === undefined ? {} : { description }) },
  };
}
