import { documentTop } from '../motion/document-offset';
import { debounce, requestFrame, subscribeScroll, type ScrollFrame } from '../scroll-loop';
import { type EffectCss, effectCss, type EffectFrame } from './effect-style';
import { effectAt } from './scroll-progress';
import type { ScrollEffect, ScrollItem } from './scroll-items';
import { IN_VIEW_MARGIN_PX, REMEASURE_DEBOUNCE_MS, STYLE_LOOKAHEAD_PX, VISIBLE_TRANSITION, ZOOM_LOOKAHEAD_PX } from './scroll-effects-constants';

export interface CreateScrollEffectsOptions {
  readonly signal: AbortSignal;
  /**
   * The builder's zoom preview: a wider lookahead.
   * @default false
   */
  readonly zoom?: boolean;
  /** Called once when the last element has left the page and the engine is gone. */
  readonly onDestroy?: () => void;
}

export interface ScrollEffectsApi {
  /** Elements the engine drives. */
  readonly size: () => number;
}

interface Target {
  readonly el: HTMLElement;
  readonly effects: readonly ScrollEffect[];
  readonly baseTransform: string;
  /** Document top and height, measured while no frame is writing (re-measured after resizes). */
  top: number;
  height: number;
  /** Within the lookahead (IntersectionObserver): only these cost anything per frame. */
  near: boolean;
  /** Last styles written, so an unchanged frame writes nothing. */
  written: EffectCss & { transition: string };
}

const NONE: Target['written'] = { transform: '', filter: '', opacity: '', transition: '' };

/** The elements an item drives: the element itself, or its grid children. */
function targetsOf(doc: Document, item: ScrollItem): HTMLElement[] {
  const found = [...doc.querySelectorAll<HTMLElement>(item.selector)];
  if (!item.grid) return found;
  const { childSlug, count } = item.grid;
  return found.flatMap((el) => [...el.querySelectorAll<HTMLElement>(`.${childSlug}`)].slice(0, count));
}

function frameOf(target: Target, geometry: { top: number; height: number; viewportHeight: number }): EffectFrame {
  const frame: Record<string, { value: number; unit: ScrollEffect['start']['unit'] }> = {};
  for (const effect of target.effects) {
    const value = effectAt(effect.limits, { start: effect.start.value, mid: effect.mid.value, end: effect.end.value }, geometry, { start: effect.triggerStart, end: effect.triggerEnd });
    frame[effect.kind] = { value, unit: effect.start.unit };
  }
  return frame;
}

function apply(target: Target, next: Target['written']): void {
  const { style } = target.el;
  if (next.transition !== target.written.transition) style.transition = next.transition;
  if (next.transform !== target.written.transform) style.transform = next.transform;
  if (next.filter !== target.written.filter) style.filter = next.filter;
  if (next.opacity !== target.written.opacity) style.opacity = next.opacity;
  target.written = next;
}

/**
 * The scroll-effects engine (theme-frontend.md §4 "Scroll styles"): one
 * subscriber of the theme's scroll loop for every element of the page. An
 * IntersectionObserver marks what is within the lookahead; a frame visits
 * those only and computes their styles from numbers measured when the layout
 * changed, so a scroll frame reads no layout and far elements cost nothing. Styles go when an element leaves the lookahead; the engine
 * goes when its last element leaves the page.
 */
export function createScrollEffects(doc: Document, items: readonly ScrollItem[], options: CreateScrollEffectsOptions): ScrollEffectsApi {
  const win = doc.defaultView!;
  const engine = new AbortController();
  options.signal.addEventListener('abort', () => engine.abort(), { once: true, signal: engine.signal });
  const targets = new Map<HTMLElement, Target>();
  for (const item of items) {
    for (const el of targetsOf(doc, item)) {
      if (!targets.has(el)) targets.set(el, { el, effects: item.effects, baseTransform: item.baseTransform, top: 0, height: 0, near: false, written: NONE });
    }
  }
  /** Targets within the lookahead, or just out of it with styles still to remove: all a frame visits. */
  const near = new Set<Target>();
  let stale = true;
  const remeasure = () => {
    stale = true;
    requestFrame();
  };
  const lookahead = options.zoom ? ZOOM_LOOKAHEAD_PX : STYLE_LOOKAHEAD_PX;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const target = targets.get(entry.target as HTMLElement);
        if (!target) continue;
        target.near = entry.isIntersecting;
        if (target.near) near.add(target);
      }
      requestFrame();
    },
    { rootMargin: `${lookahead}px 0px` },
  );
  targets.forEach((target) => observer.observe(target.el));
  engine.signal.addEventListener('abort', () => {
    observer.disconnect();
    targets.forEach((target) => apply(target, NONE));
  });
  win.addEventListener('resize', debounce(remeasure, REMEASURE_DEBOUNCE_MS, engine.signal), { passive: true, signal: engine.signal });
  win.addEventListener('load', remeasure, { once: true, signal: engine.signal });

  const destroy = () => {
    engine.abort();
    options.onDestroy?.();
  };

  subscribeScroll<Array<[Target, Target['written']]>>(
    {
      read(frame: ScrollFrame) {
        const writes: Array<[Target, Target['written']]> = [];
        const drop = (target: Target) => {
          targets.delete(target.el);
          near.delete(target);
          observer.unobserve(target.el);
        };
        if (stale) {
          for (const target of targets.values()) {
            if (!target.el.isConnected) drop(target);
            else {
              target.top = documentTop(target.el, frame.scrollY);
              target.height = target.el.offsetHeight;
            }
          }
        }
        for (const target of near) {
          if (!target.el.isConnected) {
            drop(target);
            continue;
          }
          if (!target.near) {
            near.delete(target);
            if (target.written !== NONE) writes.push([target, NONE]);
            continue;
          }
          const geometry = { top: target.top - frame.scrollY, height: target.height, viewportHeight: frame.viewportHeight };
          const inView = geometry.top < frame.viewportHeight + IN_VIEW_MARGIN_PX && geometry.top + geometry.height > -IN_VIEW_MARGIN_PX;
          writes.push([target, { ...effectCss(frameOf(target, geometry), target.baseTransform), transition: inView ? VISIBLE_TRANSITION : '' }]);
        }
        stale = false;
        return writes;
      },
      write(writes) {
        for (const [target, next] of writes) apply(target, next);
        if (targets.size === 0) destroy();
      },
    },
    engine.signal,
  );
  return { size: () => targets.size };
}
