import type { AnimationDirection, AnimationSpec } from './animation-data';

/**
 * Keyframes of an entrance animation (theme-frontend.md §9 "Animation":
 * slide moves 2 % per intensity point, flip and fold turn 0.9° and roll 3.6°).
 * The last frame is the element's own state, so nothing stays behind.
 */

export const SLIDE_PERCENT_PER_INTENSITY = 2;
export const FLIP_FOLD_DEG_PER_INTENSITY = 0.9;
export const ROLL_DEG_PER_INTENSITY = 3.6;
const PERSPECTIVE = 'perspective(2000px)';

const round = (n: number) => Math.round(n * 1000) / 1000;

function slideFrom(direction: AnimationDirection, intensity: number): string {
  const d = round(intensity * SLIDE_PERCENT_PER_INTENSITY);
  switch (direction) {
    case 'top':
      return `translate3d(0, -${d}%, 0)`;
    case 'bottom':
      return `translate3d(0, ${d}%, 0)`;
    case 'left':
      return `translate3d(-${d}%, 0, 0)`;
    case 'right':
      return `translate3d(${d}%, 0, 0)`;
    default: {
      const scale = round(1 - intensity / 100);
      return `scale3d(${scale}, ${scale}, ${scale})`;
    }
  }
}

function turnFrom(direction: AnimationDirection, deg: number): string {
  switch (direction) {
    case 'top':
      return `${PERSPECTIVE} rotateX(${deg}deg)`;
    case 'bottom':
      return `${PERSPECTIVE} rotateX(-${deg}deg)`;
    case 'left':
      return `${PERSPECTIVE} rotateY(-${deg}deg)`;
    case 'right':
      return `${PERSPECTIVE} rotateY(${deg}deg)`;
    default:
      return `${PERSPECTIVE} rotateX(${deg}deg)`;
  }
}

const FOLD_ORIGIN: Record<AnimationDirection, string> = { top: 'top', bottom: 'bottom', left: 'left', right: 'right', center: 'center' };

/** The starting transform of a style, or null for a plain fade. */
export function startingTransform(spec: Pick<AnimationSpec, 'style' | 'direction' | 'intensity'>): string | null {
  const { style, direction, intensity } = spec;
  if (style === 'slide') return slideFrom(direction, intensity);
  if (style === 'zoom') {
    const scale = round(1 - intensity / 100);
    return `scale3d(${scale}, ${scale}, ${scale})`;
  }
  if (style === 'flip' || style === 'fold') return turnFrom(direction, round(intensity * FLIP_FOLD_DEG_PER_INTENSITY));
  if (style === 'roll') return `rotateZ(${direction === 'right' ? '' : '-'}${round(intensity * ROLL_DEG_PER_INTENSITY)}deg)`;
  return null;
}

/** The keyframes of a spec: from its starting opacity (and transform) to the element's own state. */
export function animationKeyframes(spec: Pick<AnimationSpec, 'style' | 'direction' | 'intensity' | 'startingOpacity'>): Keyframe[] {
  const opacity = round(spec.startingOpacity / 100);
  if (spec.style === 'bounce') {
    return [
      { opacity, transform: 'scale3d(0.3, 0.3, 0.3)', offset: 0 },
      { transform: 'scale3d(1.1, 1.1, 1.1)', offset: 0.2 },
      { transform: 'scale3d(0.9, 0.9, 0.9)', offset: 0.4 },
      { opacity: 1, transform: 'scale3d(1.03, 1.03, 1.03)', offset: 0.6 },
      { transform: 'scale3d(0.97, 0.97, 0.97)', offset: 0.8 },
      { opacity: 1, transform: 'none', offset: 1 },
    ];
  }
  const transform = startingTransform(spec);
  const from: Keyframe = transform ? { opacity, transform } : { opacity };
  if (spec.style === 'fold') from['transformOrigin'] = FOLD_ORIGIN[spec.direction];
  const to: Keyframe = transform ? { opacity: 1, transform: 'none' } : { opacity: 1 };
  if (spec.style === 'fold') to['transformOrigin'] = FOLD_ORIGIN[spec.direction];
  return [from, to];
}
