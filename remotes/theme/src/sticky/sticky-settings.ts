import type { StickyElements, StickyLimit, StickySettings } from '@cms-mf/shared-contracts/settings';
import { stuckStyleOf, type StuckStyle } from './sticky-styles';

/**
 * Sticky settings as the runtime uses them (theme-frontend.md §3 "Sticky module
 * settings", §5 "Sticky and builder rules"), from `et_pb_sticky_elements`.
 */

export type StickySide = 'top' | 'bottom';
export type ActivePosition = 'top' | 'bottom' | 'top_bottom';

export interface StickyConfig {
  readonly id: string;
  readonly selector: string;
  readonly position: ActivePosition;
  /** px */
  readonly topOffset: number;
  readonly bottomOffset: number;
  /** Only body, section, row or column; anything else is no limit (§5). */
  readonly topLimit: StickyLimit | null;
  readonly bottomLimit: StickyLimit | null;
  readonly offsetSurrounding: boolean;
  /** `off`: the switch between the normal and the sticky state is instant (no CSS transition runs). */
  readonly transition: boolean;
  /** The sticky state's width, max-width and shift (`stickyStyles`, `styles.module_alignment`). */
  readonly stuck: StuckStyle;
}

const LIMITS: readonly StickyLimit[] = ['body', 'section', 'row', 'column'];
const POSITIONS: readonly ActivePosition[] = ['top', 'bottom', 'top_bottom'];
const SAFE_SELECTOR = /^[.#][A-Za-z_][\w-]*(?:\s*[ >]?\s*[.#][A-Za-z_][\w-]*)*$/;

/** A limit value, or null when it is not one of the four (ignored, §5). */
export function asLimit(value: unknown): StickyLimit | null {
  return LIMITS.includes(value as StickyLimit) ? (value as StickyLimit) : null;
}

/** An offset in px: a number, or a px length (`'20px'`, `'20'`); anything else is 0. */
export function offsetPx(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*(px)?\s*$/i.exec(value);
  return match ? Number(match[1]) : 0;
}

/** One module's settings, or null when it is not sticky (`none`, unknown position, unsafe selector). */
export function stickyConfig(settings: StickySettings | undefined): StickyConfig | null {
  if (!settings || typeof settings !== 'object') return null;
  const position = settings.position as ActivePosition;
  const selector = typeof settings.selector === 'string' ? settings.selector.trim() : '';
  if (!POSITIONS.includes(position) || !SAFE_SELECTOR.test(selector)) return null;
  return {
    id: typeof settings.id === 'string' && settings.id !== '' ? settings.id : selector,
    selector,
    position,
    topOffset: offsetPx(settings.topOffset),
    bottomOffset: offsetPx(settings.bottomOffset),
    topLimit: asLimit(settings.topLimit),
    bottomLimit: asLimit(settings.bottomLimit),
    offsetSurrounding: settings.offsetSurrounding === 'on',
    transition: settings.transition === 'on',
    stuck: stuckStyleOf(settings.stickyStyles, settings.styles),
  };
}

/** Every valid module of the page global, in its order. */
export function stickyConfigs(elements: StickyElements | undefined): StickyConfig[] {
  if (!elements || typeof elements !== 'object') return [];
  return Object.values(elements).flatMap((settings) => stickyConfig(settings) ?? []);
}
