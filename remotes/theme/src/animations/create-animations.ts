import type { Device } from '../core/breakpoints';
import { type AnimationEntry, animationSpec, type AnimationSpec } from './animation-data';
import { animationKeyframes } from './animation-keyframes';

/** State classes (MARKUP-FACTS "Animations"). */
export const ANIMATED_CLASS = 'et_animated';
export const ANIMATING_CLASS = 'et_is_animating';
export const HAD_ANIMATION_CLASS = 'et_had_animation';
export const INFINITE_CLASS = 'infinite';

export interface CreateAnimationsOptions {
  readonly signal: AbortSignal;
  readonly device: Device;
  /** A visitor who asked for reduced motion: elements are shown as they are, nothing moves. */
  readonly reducedMotion: boolean;
}

export interface AnimationsApi {
  /** Re-reads the device's values for elements that have not started yet. */
  setDevice(device: Device): void;
}

interface Pending {
  readonly entry: AnimationEntry;
  spec: AnimationSpec;
}

function writeAttributes(el: Element, spec: AnimationSpec): void {
  for (const [name, value] of Object.entries(spec.attributes)) el.setAttribute(name, value);
}

/**
 * Entrance animations (theme-frontend.md §4 "Animations"): each element starts
 * when it enters the viewport (IntersectionObserver: far elements cost nothing),
 * once or forever, then is marked as having been animated (not when infinite).
 * Until then it waits at its starting opacity. Web Animations drive it, so no
 * stylesheet of the theme is needed and an abort finishes it.
 */
export function createAnimations(doc: Document, entries: readonly AnimationEntry[], options: CreateAnimationsOptions): AnimationsApi {
  const { signal } = options;
  const pending = new Map<HTMLElement, Pending>();
  const running = new Set<Animation>();
  for (const entry of entries) {
    const spec = animationSpec(entry, options.device);
    if (!spec) continue;
    for (const el of doc.getElementsByClassName(spec.className)) {
      if (!(el instanceof HTMLElement) || el.classList.contains(HAD_ANIMATION_CLASS) || pending.has(el)) continue;
      writeAttributes(el, spec);
      pending.set(el, { entry, spec });
    }
  }
  if (options.reducedMotion || typeof IntersectionObserver !== 'function') {
    pending.forEach((_, el) => el.classList.add(HAD_ANIMATION_CLASS));
    return { setDevice() {} };
  }

  const play = (el: HTMLElement, spec: AnimationSpec) => {
    el.style.removeProperty('opacity');
    el.classList.add(ANIMATED_CLASS, ANIMATING_CLASS);
    if (spec.infinite) el.classList.add(INFINITE_CLASS);
    if (typeof el.animate !== 'function') {
      el.classList.remove(ANIMATING_CLASS);
      if (!spec.infinite) el.classList.add(HAD_ANIMATION_CLASS);
      return;
    }
    const animation = el.animate(animationKeyframes(spec), {
      duration: spec.durationMs,
      delay: spec.delayMs,
      easing: spec.speedCurve,
      iterations: spec.infinite ? Infinity : 1,
      fill: 'backwards',
    });
    running.add(animation);
    animation.finished.then(
      () => {
        running.delete(animation);
        el.classList.remove(ANIMATING_CLASS);
        el.classList.add(HAD_ANIMATION_CLASS);
      },
      () => running.delete(animation),
    );
  };

  const observer = new IntersectionObserver((seen) => {
    for (const entry of seen) {
      if (!entry.isIntersecting) continue;
      const el = entry.target as HTMLElement;
      const item = pending.get(el);
      observer.unobserve(el);
      pending.delete(el);
      if (item) play(el, item.spec);
    }
  });
  pending.forEach(({ spec }, el) => {
    el.style.opacity = String(spec.startingOpacity / 100);
    observer.observe(el);
  });
  signal.addEventListener('abort', () => {
    observer.disconnect();
    running.forEach((animation) => animation.finish());
    pending.forEach((_, el) => el.style.removeProperty('opacity'));
  }, { once: true });

  return {
    setDevice(device) {
      pending.forEach((item, el) => {
        const spec = animationSpec(item.entry, device);
        if (!spec) return;
        item.spec = spec;
        writeAttributes(el, spec);
        el.style.opacity = String(spec.startingOpacity / 100);
      });
    },
  };
}
