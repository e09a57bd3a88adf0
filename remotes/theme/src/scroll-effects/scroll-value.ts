/**
 * The seven-part scroll-effect value (theme-frontend.md §3 "Scroll effect
 * value", §5 "Scroll effect limits"): `start|midStart|midEnd|end|startValue|midValue|endValue`.
 * Limits are percentages of the viewport position, clamped to 0..100 and ordered.
 */

/** The four limits, in viewport percent: start <= midStart <= midEnd <= end. */
export interface ScrollLimits {
  readonly start: number;
  readonly midStart: number;
  readonly midEnd: number;
  readonly end: number;
}

/** A parsed scroll-effect value: limits plus the three raw effect values (parsed per effect kind, effect-value.ts). */
export interface ScrollEffectValue {
  readonly limits: ScrollLimits;
  readonly startValue: string;
  readonly midValue: string;
  readonly endValue: string;
}

/** Default limits: the whole viewport, the middle held at 50 % (§3). */
export const DEFAULT_LIMITS: ScrollLimits = { start: 0, midStart: 50, midEnd: 50, end: 100 };
const LIMIT_MIN = 0;
const LIMIT_MAX = 100;

/** A limit input as a number, or null when it is not numeric (a non-numeric input is ignored, §5). */
export function limitNumber(input: unknown): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  if (typeof input !== 'string' || input.trim() === '') return null;
  const value = Number(input.trim());
  return Number.isFinite(value) ? value : null;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Limits from four raw inputs: non-numeric ones take their default, then each is
 * clamped to 0..100 and to its neighbours in order (start, end, then the middles
 * between them), so the result is always ordered.
 */
export function clampLimits(raw: readonly [unknown, unknown, unknown, unknown]): ScrollLimits {
  const [s, ms, me, e] = raw.map(limitNumber);
  const start = clamp(s ?? DEFAULT_LIMITS.start, LIMIT_MIN, LIMIT_MAX);
  const end = clamp(e ?? DEFAULT_LIMITS.end, start, LIMIT_MAX);
  const midStart = clamp(ms ?? DEFAULT_LIMITS.midStart, start, end);
  const midEnd = clamp(me ?? DEFAULT_LIMITS.midEnd, midStart, end);
  return { start, midStart, midEnd, end };
}

/** Parses the bar-joined value; missing parts take their defaults (three empty values). */
export function parseScrollEffectValue(input: string | null | undefined): ScrollEffectValue {
  const parts = typeof input === 'string' ? input.split('|') : [];
  const part = (i: number) => (parts[i] ?? '').trim();
  return {
    limits: clampLimits([part(0), part(1), part(2), part(3)]),
    startValue: part(4),
    midValue: part(5),
    endValue: part(6),
  };
}
