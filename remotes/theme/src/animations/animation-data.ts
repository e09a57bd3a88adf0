import type { Device } from '../core/breakpoints';

/**
 * Entrance-animation data (theme-frontend.md §3 "Animation data per element",
 * §5 "Animation", §9 "Animation"; MARKUP-FACTS §1.0 `et_animation_data`).
 *
 * Spec contradiction 3: §5 asks for "all eight" keys, the markup has seven
 * `data-animation-*` attributes. Both hold in the real theme: an entry of
 * `et_animation_data` carries eight keys, `class` naming the element and the
 * other seven written onto it as `data-animation-{style,repeat,duration,delay,
 * intensity,starting-opacity,speed-curve}`. An entry applies only when all
 * eight are present; the seven attributes are what the element then carries.
 */

/** The eight keys an entry must carry. */
export const ANIMATION_KEYS = ['class', 'style', 'repeat', 'duration', 'delay', 'intensity', 'starting_opacity', 'speed_curve'] as const;
type AnimationKey = (typeof ANIMATION_KEYS)[number];
/** One entry of `et_animation_data`: the eight keys, each also with `_tablet` and `_phone` variants. */
export type AnimationEntry = Partial<Record<AnimationKey | `${AnimationKey}_${'tablet' | 'phone'}`, string | number>>;

export const SPEED_CURVES = ['linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out'] as const;
export type SpeedCurve = (typeof SPEED_CURVES)[number];
const DEFAULT_SPEED_CURVE: SpeedCurve = 'ease-in-out';
/** Intensity when the value is not a number (§9 "Default intensity 50"). */
export const DEFAULT_INTENSITY = 50;
/** Starting opacity when the value is not a number, percent (§5). */
const DEFAULT_STARTING_OPACITY = 0;

export const ANIMATION_STYLES = ['fade', 'slide', 'bounce', 'zoom', 'flip', 'fold', 'roll'] as const;
export type AnimationStyle = (typeof ANIMATION_STYLES)[number];
export type AnimationDirection = 'center' | 'top' | 'right' | 'bottom' | 'left';

/** One element's animation, resolved for a device. */
export interface AnimationSpec {
  /** Order class of the element (no dot). */
  readonly className: string;
  readonly style: AnimationStyle;
  readonly direction: AnimationDirection;
  /** `infinite` repeats forever; anything else plays once. */
  readonly infinite: boolean;
  readonly durationMs: number;
  readonly delayMs: number;
  /** 0..100 */
  readonly intensity: number;
  /** 0..100, percent */
  readonly startingOpacity: number;
  readonly speedCurve: SpeedCurve;
  /** The seven values as the element's `data-animation-*` attributes carry them. */
  readonly attributes: Readonly<Record<string, string>>;
}

const SAFE_CLASS = /^[A-Za-z_][\w-]*$/;
const present = (value: unknown): value is string | number => (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value));

/** The value of a key for a device: its own variant, else the next larger device's. */
function valueFor(entry: AnimationEntry, key: AnimationKey, device: Device): string | number | undefined {
  const order = device === 'phone' ? ['_phone', '_tablet', ''] : device === 'tablet' ? ['_tablet', ''] : [''];
  for (const suffix of order) {
    const value = entry[`${key}${suffix}` as keyof AnimationEntry];
    if (present(value)) return value;
  }
  return undefined;
}

/** A speed curve, or ease-in-out when it is not one of the five (§5). */
export function speedCurve(value: unknown): SpeedCurve {
  return SPEED_CURVES.includes(value as SpeedCurve) ? (value as SpeedCurve) : DEFAULT_SPEED_CURVE;
}

/** A number with an optional unit (`'50%'`, `'40'`), or null. */
function leadingNumber(value: unknown): number | null {
  const number = Number.parseFloat(String(value));
  return Number.isFinite(number) ? number : null;
}

const clampPercent = (n: number) => Math.min(100, Math.max(0, n));

/** A duration in ms from `'1000ms'`, `'1s'` or a number; null when not numeric. */
export function durationMs(value: unknown): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s)?\s*$/i.exec(String(value));
  if (!match) return null;
  const number = Number(match[1]);
  return match[2]?.toLowerCase() === 's' ? number * 1000 : number;
}

/** `slideTop` → slide from the top; `fade` → fade from the centre. */
export function parseStyle(value: unknown): { style: AnimationStyle; direction: AnimationDirection } | null {
  const match = /^(fade|slide|bounce|zoom|flip|fold|roll)(Top|Right|Bottom|Left|Center)?$/.exec(String(value));
  if (!match) return null;
  return { style: match[1] as AnimationStyle, direction: (match[2]?.toLowerCase() ?? 'center') as AnimationDirection };
}

/**
 * An entry resolved for a device, or null when it does not apply: a key of the
 * eight missing, an unsafe class, an unknown style or an unreadable duration.
 */
export function animationSpec(entry: AnimationEntry | null | undefined, device: Device): AnimationSpec | null {
  if (!entry || typeof entry !== 'object') return null;
  if (!ANIMATION_KEYS.every((key) => present(entry[key]))) return null;
  const className = String(entry.class).trim();
  if (!SAFE_CLASS.test(className)) return null;
  const raw = (key: AnimationKey) => valueFor(entry, key, device);
  const style = parseStyle(raw('style'));
  const duration = durationMs(raw('duration'));
  const delay = durationMs(raw('delay')) ?? 0;
  if (!style || duration === null) return null;
  const intensity = clampPercent(leadingNumber(raw('intensity')) ?? DEFAULT_INTENSITY);
  const startingOpacity = clampPercent(leadingNumber(raw('starting_opacity')) ?? DEFAULT_STARTING_OPACITY);
  const curve = speedCurve(raw('speed_curve'));
  const infinite = String(raw('repeat')) === 'infinite';
  return {
    className,
    ...style,
    infinite,
    durationMs: duration,
    delayMs: delay,
    intensity,
    startingOpacity,
    speedCurve: curve,
    attributes: {
      'data-animation-style': String(raw('style')),
      'data-animation-repeat': infinite ? 'infinite' : 'once',
      'data-animation-duration': `${duration}ms`,
      'data-animation-delay': `${delay}ms`,
      'data-animation-intensity': `${intensity}%`,
      'data-animation-starting-opacity': `${startingOpacity}%`,
      'data-animation-speed-curve': curve,
    },
  };
}
