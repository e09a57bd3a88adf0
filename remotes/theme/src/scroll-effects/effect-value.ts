import type { EffectKind } from '@cms-mf/shared-contracts/settings';

/**
 * One effect value as a number (theme-frontend.md §5 "Scroll effect limits",
 * §9 "Scroll effects"), the way the motion script reads it.
 *
 * Spec contradiction 1: §5 says an effect value "is made non-negative with two
 * decimals", but translate effects move both ways (the theme's defaults for
 * vertical motion run 4 → 0 → -4) and rotation turns both ways. The real theme
 * keeps the sign of translate and rotate values; only opacity, scale and blur
 * are floored at 0. Every value is rounded to two decimals.
 *
 * Spec contradiction 2: §5 says rotate effects are "integer degrees", §9 that
 * rotation "uses 3 decimals". The motion script interpolates between values,
 * so a frame's rotation is fractional: inputs keep two decimals, the applied
 * rotation three (effect-style.ts).
 */

/** Units an effect value may carry (§5); anything else falls back to px. */
export const EFFECT_UNITS = ['cm', 'em', 'mm', 'in', 'pc', 'pt', 'px', 'rem'] as const;
export type EffectUnit = (typeof EFFECT_UNITS)[number];
const DEFAULT_EFFECT_UNIT: EffectUnit = 'px';
const IMPORTANT = '!important';

/** An effect value: its number, its unit (blur only) and whether it carried `!important`. */
export interface EffectValue {
  readonly value: number;
  readonly unit: EffectUnit;
  readonly important: boolean;
}

const PERCENT_KINDS: ReadonlySet<EffectKind> = new Set(['opacity', 'scale']);
const SIGNED_KINDS: ReadonlySet<EffectKind> = new Set(['translateX', 'translateY', 'rotate']);
/** Two decimals; a number too large to scale has none to drop. */
const round2 = (n: number) => (Math.abs(n) < 1e15 ? Math.round(n * 100) / 100 : n);
const isUnit = (unit: string): unit is EffectUnit => (EFFECT_UNITS as readonly string[]).includes(unit);

/** Splits a trailing `!important` off a value (kept apart, §5). */
export function splitImportant(input: string): { readonly rest: string; readonly important: boolean } {
  const trimmed = input.trim();
  const important = trimmed.toLowerCase().endsWith(IMPORTANT);
  return { rest: important ? trimmed.slice(0, -IMPORTANT.length).trim() : trimmed, important };
}

/**
 * Parses an effect value for a kind, or null when it is not numeric (the
 * caller then uses the kind's neutral value). Percent effects (opacity, scale)
 * are clamped to 0..100 and rounded to integers; blur is at least 0 with a unit
 * (default px); translate and rotate keep their sign.
 */
export function parseEffectValue(kind: EffectKind, input: unknown): EffectValue | null {
  if (typeof input === 'number') return parseEffectValue(kind, String(input));
  if (typeof input !== 'string') return null;
  const { rest, important } = splitImportant(input);
  const match = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*([a-z%]*)$/i.exec(rest);
  if (!match) return null;
  const number = Number(match[1]);
  if (!Number.isFinite(number)) return null;
  const written = (match[2] ?? '').toLowerCase();
  const unit = kind === 'blur' && isUnit(written) ? written : DEFAULT_EFFECT_UNIT;
  let value: number;
  if (PERCENT_KINDS.has(kind)) value = Math.round(Math.min(100, Math.max(0, number)));
  else if (SIGNED_KINDS.has(kind)) value = round2(number);
  else value = round2(Math.max(0, number));
  return { value: Object.is(value, -0) ? 0 : value, unit, important };
}

/** The value of a kind that changes nothing: full opacity and scale, no blur, move or turn. */
export function neutralEffectValue(kind: EffectKind): number {
  return PERCENT_KINDS.has(kind) ? 100 : 0;
}
