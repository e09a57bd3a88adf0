import { CatalogueError } from './catalogue-error';

/**
 * Tiny schema checks for the CMS content files. Each function takes the value,
 * its path for the message (`fields[2].rules.maxlength`) and the file, and
 * throws a CatalogueError saying what was expected.
 */
export interface Where {
  readonly file: string;
  readonly path: string;
}

export const at = (where: Where, key: string | number): Where => ({
  file: where.file,
  path: typeof key === 'number' ? `${where.path}[${key}]` : where.path ? `${where.path}.${key}` : key,
});

export function refuse(where: Where, problem: string): never {
  throw new CatalogueError(where.file, where.path, problem);
}

export function record(value: unknown, where: Where): Readonly<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) refuse(where, 'must be an object');
  return value as Record<string, unknown>;
}

export function list(value: unknown, where: Where): readonly unknown[] {
  if (!Array.isArray(value)) refuse(where, 'must be an array');
  return value;
}

export function text(value: unknown, where: Where, pattern?: RegExp): string {
  if (typeof value !== 'string' || value.trim() === '') refuse(where, 'must be a non-empty string');
  if (pattern && !pattern.test(value)) refuse(where, `must match ${pattern}`);
  return value;
}

export function optionalText(value: unknown, where: Where): string | undefined {
  return value === undefined ? undefined : text(value, where);
}

export function number(value: unknown, where: Where, { min = -Infinity, integer = false } = {}): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) refuse(where, 'must be a number');
  if (integer && !Number.isInteger(value)) refuse(where, 'must be an integer');
  if (value < min) refuse(where, `must be at least ${min}`);
  return value;
}

export function optionalNumber(value: unknown, where: Where, options?: { min?: number; integer?: boolean }): number | undefined {
  return value === undefined ? undefined : number(value, where, options);
}

export function optionalBoolean(value: unknown, where: Where): boolean | undefined {
  if (value !== undefined && typeof value !== 'boolean') refuse(where, 'must be true or false');
  return value;
}

export function oneOf<T extends string>(value: unknown, allowed: readonly T[], where: Where): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) refuse(where, `must be one of ${allowed.join(', ')}`);
  return value as T;
}

/** Refuses keys the format does not know, so a typo (`maxLength`) is not silently ignored. */
export function onlyKeys(value: Readonly<Record<string, unknown>>, allowed: readonly string[], where: Where): void {
  const unknown = Object.keys(value).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) refuse(where, `has unknown keys: ${unknown.join(', ')} (allowed: ${allowed.join(', ')})`);
}
