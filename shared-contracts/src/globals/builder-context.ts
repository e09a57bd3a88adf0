/** Visual-builder modes (theme-frontend.md §4 "Builder preview modes", §6). */
export interface BuilderContext {
  /** True in any builder mode: no A/B logging, no real posts, clicks and submits blocked. */
  readonly active: boolean;
  /** Which builder, when active: 'fb' (visual), 'bfb' (backend), 'tb' (theme), 'block-layout-preview'. */
  readonly type: 'fb' | 'bfb' | 'tb' | 'block-layout-preview' | null;
  /**
   * The builder's preview mode, when it shows one (§4: wireframe, zoom, desktop,
   * tablet, phone); null outside the builder or when no mode class is set.
   * In `zoom` scroll values are doubled. Optional so hand-made contexts (tests)
   * need not spell it; `readBuilderContext` always sets it.
   */
  readonly previewMode?: BuilderPreviewMode | null;
}

export type BuilderPreviewMode = 'wireframe' | 'zoom' | 'desktop' | 'tablet' | 'phone';

const BUILDER_BODY_CLASSES: ReadonlyArray<[string, NonNullable<BuilderContext['type']>]> = [
  ['et-fb', 'fb'],
  ['et-bfb', 'bfb'],
  ['et-tb', 'tb'],
  ['et-block-layout-preview', 'block-layout-preview'],
];

/**
 * The builder marks its preview mode with an `et-fb-preview--{mode}` class (ours
 * to read; the spec names the modes, not the class). Checked in this order so
 * zoom and wireframe, which combine with a device, win.
 */
const PREVIEW_MODES: readonly BuilderPreviewMode[] = ['wireframe', 'zoom', 'phone', 'tablet', 'desktop'];
const BUILDER_PREVIEW_CLASS_PREFIX = 'et-fb-preview--';

/** Reads the builder context from the body classes the builder sets (MARKUP-FACTS.md §1.2). */
export function readBuilderContext(body: Pick<Element, 'classList'> | null): BuilderContext {
  const match = body ? BUILDER_BODY_CLASSES.find(([cls]) => body.classList.contains(cls)) : undefined;
  const previewMode = match && body ? (PREVIEW_MODES.find((mode) => body.classList.contains(BUILDER_PREVIEW_CLASS_PREFIX + mode)) ?? null) : null;
  return { active: Boolean(match), type: match ? match[1] : null, previewMode };
}
