/** Visual-builder modes (theme-frontend.md §4 "Builder preview modes", §6). */
export interface BuilderContext {
  /** True in any builder mode: no A/B logging, no real posts, clicks and submits blocked. */
  readonly active: boolean;
  /**
   * Which builder, when active (§6): 'fb' (visual / front end), 'bfb' (backend),
   * 'tb' (theme), 'block-layout-preview', 'page-layout' (a library layout being
   * edited), 'layout-block' (the block editor's layout block builder),
   * 'block-editor' (the block editor's content area).
   */
  readonly type: BuilderType | null;
  /**
   * The builder's preview mode, when it shows one (§4: wireframe, zoom, desktop,
   * tablet, phone); null outside the builder or when no mode class is set.
   * In `zoom` scroll values are doubled. Optional so hand-made contexts (tests)
   * need not spell it; `readBuilderContext` always sets it.
   */
  readonly previewMode?: BuilderPreviewMode | null;
  /** Limited mode (§6 "Limited mode … read from builder conditions"). Optional like `previewMode`. */
  readonly limited?: boolean;
}

export type BuilderType = 'fb' | 'bfb' | 'tb' | 'block-layout-preview' | 'page-layout' | 'layout-block' | 'block-editor';
export type BuilderPreviewMode = 'wireframe' | 'zoom' | 'desktop' | 'tablet' | 'phone';

/**
 * Classes that name a builder, on `<body>` or `<html>`. The first four are the
 * builder's own (MARKUP-FACTS §1.2); `single-et_pb_layout` is the CMS's
 * post-type body class of a library layout; `et-block-layout-builder` is ours
 * for the layout block's editing frame (the facts list no class for it); the
 * block editor marks its page with `block-editor-page` and its content area
 * with `editor-styles-wrapper`. Checked in this order: the most specific wins.
 */
const BUILDER_CLASSES: ReadonlyArray<readonly [string, BuilderType]> = [
  ['et-block-layout-preview', 'block-layout-preview'],
  ['et-block-layout-builder', 'layout-block'],
  ['et-tb', 'tb'],
  ['et-bfb', 'bfb'],
  ['et-fb', 'fb'],
  ['single-et_pb_layout', 'page-layout'],
  ['block-editor-page', 'block-editor'],
  ['editor-styles-wrapper', 'block-editor'],
];

/**
 * The builder marks its preview mode with an `et-fb-preview--{mode}` class on
 * `<html>`, often of the top window (the page runs in the builder's iframe).
 * Checked in this order so zoom and wireframe, which combine with a device, win.
 */
const PREVIEW_MODES: readonly BuilderPreviewMode[] = ['wireframe', 'zoom', 'phone', 'tablet', 'desktop'];
const PREVIEW_CLASS_PREFIX = 'et-fb-preview--';
/** Limited mode's class (ours to read; the spec says only that it is a builder condition). */
const LIMITED_CLASS = 'et-fb-limited';

type ClassHolder = Pick<Element, 'classList'>;

/**
 * The elements whose classes say which builder runs: the body, its `<html>`,
 * and the top window's `<html>` and body when same-origin (a cross-origin top
 * throws on access, which means no builder of ours is around it).
 */
function classHolders(body: ClassHolder): ClassHolder[] {
  const holders: ClassHolder[] = [body];
  const doc = (body as Partial<Element>).ownerDocument;
  if (doc?.documentElement) holders.push(doc.documentElement);
  try {
    const top = doc?.defaultView?.top;
    if (top && top !== doc?.defaultView && top.document) {
      holders.push(top.document.documentElement);
      if (top.document.body) holders.push(top.document.body);
    }
  } catch {
    // Cross-origin top window: not a builder frame.
  }
  return holders;
}

/** Reads the builder context from the classes the builder sets on body and html (MARKUP-FACTS §1.2). */
export function readBuilderContext(body: ClassHolder | null): BuilderContext {
  if (!body) return { active: false, type: null, previewMode: null, limited: false };
  const holders = classHolders(body);
  const has = (cls: string) => holders.some((holder) => holder.classList.contains(cls));
  const match = BUILDER_CLASSES.find(([cls]) => has(cls));
  if (!match) return { active: false, type: null, previewMode: null, limited: false };
  const previewMode = PREVIEW_MODES.find((mode) => has(PREVIEW_CLASS_PREFIX + mode)) ?? null;
  return { active: true, type: match[1], previewMode, limited: has(LIMITED_CLASS) };
}
