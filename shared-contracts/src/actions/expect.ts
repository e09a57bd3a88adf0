import { isRecord } from '../is-record';
import { isSafeNavigationUrl } from '../rules/safe-url';

/**
 * Small checks the answer parsers share. Each throws a TypeError whose message
 * starts with `where` (e.g. `coupon_check: discount`) and says what was found,
 * so a failing answer points at its field.
 */

/** Short description of a value's JSON type for error messages. */
export function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

export function fail(where: string, problem: string): never {
  throw new TypeError(`${where} ${problem}`);
}

export function expectRecord(value: unknown, where: string): Readonly<Record<string, unknown>> {
  if (!isRecord(value)) fail(where, `must be an object, got ${describeType(value)}`);
  return value;
}

/**
 * PHP's `json_encode` turns an empty associative array into `[]`, so an
 * "empty object" from the CMS may arrive as an empty array.
 */
export function expectRecordOrEmptyArray(value: unknown, where: string): Readonly<Record<string, unknown>> {
  if (Array.isArray(value) && value.length === 0) return {};
  return expectRecord(value, where);
}

export function expectString(value: unknown, where: string): string {
  if (typeof value !== 'string') fail(where, `must be a string, got ${describeType(value)}`);
  return value;
}

export function expectNonEmptyString(value: unknown, where: string): string {
  if (expectString(value, where).trim() === '') fail(where, 'must not be empty');
  return value as string;
}

export function optionalString(value: unknown, where: string): string | undefined {
  return value === undefined || value === null ? undefined : expectString(value, where);
}

export function expectBoolean(value: unknown, where: string): boolean {
  if (typeof value !== 'boolean') fail(where, `must be a boolean, got ${describeType(value)}`);
  return value;
}

/** A finite number, or a numeric string (PHP often prints numbers as text). */
export function expectNumber(value: unknown, where: string): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) fail(where, `must be a number, got ${JSON.stringify(value) ?? describeType(value)}`);
  return number;
}

/** An id printed as a number or as text; returned as text. */
export function expectId(value: unknown, where: string): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return expectNonEmptyString(value, where);
}

/** A URL the visitor may be sent to (the rule: `rules/safe-url.ts`), trimmed. */
export function expectSafeUrl(value: unknown, where: string): string {
  const url = expectNonEmptyString(value, where).trim();
  if (!isSafeNavigationUrl(url)) fail(where, `is not an http(s) or same-origin URL: ${JSON.stringify(url)}`);
  return url;
}

/** An absolute http(s) URL (for targets the browser uploads to, not navigates to). */
export function expectHttpUrl(value: unknown, where: string): string {
  const url = expectNonEmptyString(value, where).trim();
  if (!/^https?:\/\/[^/\\]/i.test(url)) fail(where, `must be an absolute http(s) URL: ${JSON.stringify(url)}`);
  return url;
}
