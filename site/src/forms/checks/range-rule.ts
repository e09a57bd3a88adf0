import type { FieldDefinition } from '../../cms/form-definition';
import { FIELD_MESSAGES } from './field-messages';

/** The browser's defaults for `input[type=range]`, which the slider's markup uses when a bound is unset. */
export const RANGE_DEFAULTS = { min: 0, max: 100, step: 1 } as const;

/** A range slider's bounds and step, from its rules and settings. */
export function rangeOf(field: FieldDefinition): { min: number; max: number; step: number } {
  return { min: field.rules?.min ?? RANGE_DEFAULTS.min, max: field.rules?.max ?? RANGE_DEFAULTS.max, step: field.settings?.step ?? RANGE_DEFAULTS.step };
}

/** A posted slider value: a number within min..max on the step grid from min (as the browser snaps it). */
export function rangeProblem(value: string, field: FieldDefinition): string | null {
  if (!/^-?\d+(\.\d+)?$/.test(value.trim())) return FIELD_MESSAGES.number;
  const number = Number(value);
  const { min, max, step } = rangeOf(field);
  if (number < min) return FIELD_MESSAGES.tooSmall;
  if (number > max) return FIELD_MESSAGES.tooLarge;
  const steps = (number - min) / step;
  // Decimal steps (0.1) do not divide exactly in binary: allow a rounding error.
  if (Math.abs(steps - Math.round(steps)) > 1e-9) return FIELD_MESSAGES.number;
  return null;
}
