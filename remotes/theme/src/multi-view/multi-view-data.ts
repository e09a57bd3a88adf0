import type { Device } from '../core/breakpoints';

/**
 * Multi-view data (theme-frontend.md §3 "Multi-view data"; MARKUP-FACTS
 * "Multi-view"): `data-et-multi-view` holds JSON with a schema of five
 * contexts, each keyed by desktop, tablet, phone or hover.
 */

export type ViewMode = Device | 'hover';
export const CONTEXTS = ['content', 'attrs', 'styles', 'classes', 'visibility'] as const;
export type Context = (typeof CONTEXTS)[number];

export interface ClassChange {
  readonly add: readonly string[];
  readonly remove: readonly string[];
}

/** What one mode shows; a context without a value for the mode is left alone. */
export interface View {
  readonly content?: string;
  readonly attrs?: Readonly<Record<string, string>>;
  readonly styles?: Readonly<Record<string, string>>;
  readonly classes?: ClassChange;
  readonly visible?: boolean;
}

export interface MultiViewData {
  readonly slug: string;
  readonly target: string | null;
  readonly hoverSelector: string | null;
  readonly schema: Readonly<Partial<Record<Context, Partial<Record<ViewMode, unknown>>>>>;
}

const MODES: readonly ViewMode[] = ['desktop', 'tablet', 'phone', 'hover'];
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const asSelector = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' && value.length < 500 ? value.trim() : null);

/** Parses the attribute's JSON; null when it is not JSON or has no schema. */
export function parseMultiView(json: string | null): MultiViewData | null {
  if (!json) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isRecord(raw) || !isRecord(raw['schema'])) return null;
  const schema: Partial<Record<Context, Partial<Record<ViewMode, unknown>>>> = {};
  for (const context of CONTEXTS) {
    const byMode = raw['schema'][context];
    if (!isRecord(byMode)) continue;
    schema[context] = Object.fromEntries(MODES.filter((mode) => mode in byMode).map((mode) => [mode, byMode[mode]]));
  }
  return { slug: typeof raw['slug'] === 'string' ? raw['slug'] : '', target: asSelector(raw['target']), hoverSelector: asSelector(raw['hover_selector']), schema };
}

const SAFE_CLASS = /^-?[A-Za-z_][\w-]*$/;
const stringRecord = (value: unknown): Record<string, string> | undefined =>
  isRecord(value) ? Object.fromEntries(Object.entries(value).filter((pair): pair is [string, string] => typeof pair[1] === 'string' || typeof pair[1] === 'number').map(([k, v]) => [k, String(v)])) : undefined;
const classList = (value: unknown): string[] => {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/\s+/) : [];
  return list.filter((name): name is string => typeof name === 'string' && SAFE_CLASS.test(name));
};

/** The value of a context for a mode: its own, else the next larger device's; hover falls back to the device's. */
function rawValue(byMode: Partial<Record<ViewMode, unknown>> | undefined, mode: ViewMode, device: Device): unknown {
  if (!byMode) return undefined;
  const order: ViewMode[] = mode === 'hover' ? ['hover', device] : [mode];
  const expanded = order.flatMap((each) => (each === 'phone' ? ['phone', 'tablet', 'desktop'] : each === 'tablet' ? ['tablet', 'desktop'] : [each])) as ViewMode[];
  for (const each of expanded) if (byMode[each] !== undefined && byMode[each] !== null) return byMode[each];
  return undefined;
}

/** What a mode shows on a device (`device` is the window's, for hover's fallback). */
export function viewFor(data: MultiViewData, mode: ViewMode, device: Device): View {
  const value = (context: Context) => rawValue(data.schema[context], mode, device);
  const content = value('content');
  const classes = value('classes');
  const visibility = value('visibility');
  return {
    ...(typeof content === 'string' || typeof content === 'number' ? { content: String(content) } : {}),
    ...(stringRecord(value('attrs')) ? { attrs: stringRecord(value('attrs'))! } : {}),
    ...(stringRecord(value('styles')) ? { styles: stringRecord(value('styles'))! } : {}),
    ...(isRecord(classes) ? { classes: { add: classList(classes['add']), remove: classList(classes['remove']) } } : {}),
    ...(visibility === 'visible' || visibility === 'hidden' ? { visible: visibility === 'visible' } : {}),
  };
}

/** Whether the data has anything for hover at all: only then does the element listen. */
export function hasHover(data: MultiViewData): boolean {
  return CONTEXTS.some((context) => data.schema[context]?.hover !== undefined);
}
