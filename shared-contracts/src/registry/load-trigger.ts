/**
 * When the shell loads a module it found on the page. Every registry
 * entry names one; a site owner overrides it per element with
 * `data-cmsmf-load="…"` (LOAD_ATTRIBUTE), in the same syntax:
 *
 * - `interaction`: the first `pointerdown`, `keydown`, `focusin` or `touchstart`
 *   on the element; when the page is idle once parsed the module is fetched and
 *   mounted as well, unless the visitor asked to save data.
 * - `visible`: when the element comes near the viewport (IntersectionObserver).
 * - `idle`: when the browser is idle (a timer when the page is hidden or the API is missing).
 * - `media:<query>`: while the media query matches, e.g. `media:(min-width: 981px)`.
 * - `immediate`: at once.
 *
 * Whatever the trigger, an interaction with the element loads its module now.
 */
export type LoadTrigger = 'interaction' | 'visible' | 'idle' | 'immediate' | `media:${string}`;

/** The triggers that are a word, in the order the shell's compact registry numbers them (compact-registry.ts). */
export const NAMED_TRIGGERS = ['interaction', 'immediate', 'visible', 'idle'] as const satisfies readonly LoadTrigger[];

/** Per-element override of the registry's trigger. */
export const LOAD_ATTRIBUTE = 'data-cmsmf-load';

const MEDIA_PREFIX = 'media:';

/** Reads a trigger written in markup; anything else is undefined (and the registry's default applies). */
export function parseLoadTrigger(value: string | null | undefined): LoadTrigger | undefined {
  const text = value?.trim();
  const named = NAMED_TRIGGERS.find((trigger) => trigger === text);
  if (named) return named;
  if (text?.startsWith(MEDIA_PREFIX) && text.length > MEDIA_PREFIX.length) return `media:${text.slice(MEDIA_PREFIX.length).trim()}`;
  return undefined;
}

/** The media query of a `media:` trigger, or undefined for the other kinds. */
export function mediaQueryOf(trigger: LoadTrigger): string | undefined {
  return trigger.startsWith(MEDIA_PREFIX) ? trigger.slice(MEDIA_PREFIX.length) : undefined;
}
