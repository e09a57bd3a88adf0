/** Visual-builder modes (theme-frontend.md §4 "Builder preview modes", §6). */
export interface BuilderContext {
  /** True in any builder mode: no A/B logging, no real posts, clicks and submits blocked. */
  readonly active: boolean;
  /** Which builder, when active: 'fb' (visual), 'bfb' (backend), 'tb' (theme), 'block-layout-preview'. */
  readonly type: 'fb' | 'bfb' | 'tb' | 'block-layout-preview' | null;
}

const BUILDER_BODY_CLASSES: ReadonlyArray<[string, NonNullable<BuilderContext['type']>]> = [
  ['et-fb', 'fb'],
  ['et-bfb', 'bfb'],
  ['et-tb', 'tb'],
  ['et-block-layout-preview', 'block-layout-preview'],
];

/** Reads the builder context from the body classes the builder sets (MARKUP-FACTS.md §1.2). */
export function readBuilderContext(body: Pick<Element, 'classList'> | null): BuilderContext {
  const match = body ? BUILDER_BODY_CLASSES.find(([cls]) => body.classList.contains(cls)) : undefined;
  return { active: Boolean(match), type: match ? match[1] : null };
}
