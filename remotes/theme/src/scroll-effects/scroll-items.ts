import type { EffectKind, MotionElement, MotionElements, ScrollTrigger } from '@cms-mf/shared-contracts/settings';
import type { Device } from '../core/breakpoints';
import { sanitizeUnitValue } from '../core/units';
import { type EffectValue, neutralEffectValue, parseEffectValue } from './effect-value';
import { clampLimits, type ScrollLimits } from './scroll-value';
import { DEFAULT_TRIGGER } from './scroll-progress';

/**
 * Scroll items from `et_pb_motion_elements` (theme-frontend.md §3 "Scroll
 * item", "Motion element entries"; MARKUP-FACTS §1.0): one item per element,
 * its effects unique by resolver.
 */

export const EFFECT_KINDS: readonly EffectKind[] = ['blur', 'opacity', 'rotate', 'scale', 'translateX', 'translateY'];

/** One effect of an item, parsed and clamped. */
export interface ScrollEffect {
  readonly kind: EffectKind;
  readonly limits: ScrollLimits;
  readonly start: EffectValue;
  readonly mid: EffectValue;
  readonly end: EffectValue;
  readonly triggerStart: ScrollTrigger;
  readonly triggerEnd: ScrollTrigger;
}

export interface ScrollItem {
  /** Selector of the element (its order class). */
  readonly selector: string;
  readonly effects: readonly ScrollEffect[];
  /** `grid_motion: 'on'`: the effects apply to each child `.{childSlug}` instead (§3). */
  readonly grid: { readonly childSlug: string; readonly count: number } | null;
  /** The element's own transform from the builder, composed before motion. */
  readonly baseTransform: string;
}

const TRIGGERS: readonly ScrollTrigger[] = ['top', 'middle', 'bottom'];
const asTrigger = (value: unknown): ScrollTrigger => (TRIGGERS.includes(value as ScrollTrigger) ? (value as ScrollTrigger) : DEFAULT_TRIGGER);
/** An order-class selector or a short chain of them: nothing that could select by attribute or pseudo-class. */
const SAFE_SELECTOR = /^[.#][A-Za-z_][\w-]*(?:\s*[ >]?\s*[.#][A-Za-z_][\w-]*)*$/;
const SAFE_SLUG = /^[A-Za-z_][\w-]*$/;
/** Builder transform parts motion composes with: translate, rotate and scale in X, Y and Z, skew in X and Y. */
const TRANSFORM_PARTS = ['translateX', 'translateY', 'translateZ', 'rotateX', 'rotateY', 'rotateZ', 'scaleX', 'scaleY', 'scaleZ', 'skewX', 'skewY'] as const;

/** The device list: its own, else the next larger device's (phone → tablet → desktop). */
export function motionListFor(elements: MotionElements | undefined, device: Device): readonly MotionElement[] {
  const order: Device[] = device === 'phone' ? ['phone', 'tablet', 'desktop'] : device === 'tablet' ? ['tablet', 'desktop'] : ['desktop'];
  for (const each of order) {
    const list = elements?.[each];
    if (Array.isArray(list)) return list;
  }
  return [];
}

function parseEffect(entry: MotionElement): ScrollEffect | null {
  if (!EFFECT_KINDS.includes(entry.resolver)) return null;
  const neutral = { value: neutralEffectValue(entry.resolver), unit: 'px', important: false } as const;
  const value = (raw: unknown) => parseEffectValue(entry.resolver, raw) ?? neutral;
  return {
    kind: entry.resolver,
    limits: clampLimits([entry.start, entry.midStart, entry.midEnd, entry.end]),
    start: value(entry.startValue),
    mid: value(entry.midValue),
    end: value(entry.endValue),
    triggerStart: asTrigger(entry.trigger_start),
    triggerEnd: asTrigger(entry.trigger_end),
  };
}

function baseTransform(transforms: MotionElement['transforms']): string {
  if (!transforms || typeof transforms !== 'object') return '';
  const parts: string[] = [];
  for (const name of TRANSFORM_PARTS) {
    const raw = transforms[name];
    if (raw === undefined) continue;
    const rotation = name.startsWith('rotate') ? 'rotate' : name.startsWith('skew') ? 'skew' : undefined;
    const css = name.startsWith('scale') ? (/^-?\d+(\.\d+)?$/.test(String(raw)) ? String(Number(raw) / 100) : '') : sanitizeUnitValue(String(raw), rotation ? { rotation } : {});
    if (css && !css.includes('!')) parts.push(`${name}(${css})`);
  }
  return parts.join(' ');
}

/** Items of one device's list: entries with an unsafe selector or unknown resolver are skipped. */
export function scrollItems(list: readonly MotionElement[]): ScrollItem[] {
  const items = new Map<string, { effects: Map<EffectKind, ScrollEffect>; grid: ScrollItem['grid']; baseTransform: string }>();
  for (const entry of list) {
    if (!entry || typeof entry.id !== 'string' || !SAFE_SELECTOR.test(entry.id.trim())) continue;
    const effect = parseEffect(entry);
    if (!effect) continue;
    const selector = entry.id.trim();
    let item = items.get(selector);
    if (!item) {
      const count = Number(entry.children_count);
      const grid = entry.grid_motion === 'on' && typeof entry.child_slug === 'string' && SAFE_SLUG.test(entry.child_slug) ? { childSlug: entry.child_slug, count: Number.isInteger(count) && count > 0 ? count : Infinity } : null;
      item = { effects: new Map(), grid, baseTransform: baseTransform(entry.transforms) };
      items.set(selector, item);
    }
    item.effects.set(effect.kind, effect);
  }
  return [...items].map(([selector, item]) => ({ selector, effects: [...item.effects.values()], grid: item.grid, baseTransform: item.baseTransform }));
}
