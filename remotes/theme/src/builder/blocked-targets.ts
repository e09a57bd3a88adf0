/**
 * Builder areas: where the page's own content is edited (the layout wrapper
 * `#et-boc`, the theme-builder areas `.et-l`, the block editor's content area).
 * Inside them a click must not navigate and a form must not post (§1, §6).
 */
export const BUILDER_AREAS = '#et-boc, .et-l, .et_builder_inner_content, .editor-styles-wrapper';
/** Clicks on these would leave the page or post a form. */
const NAVIGATING = 'a[href], button, input[type=submit], input[type=image], area[href]';

/** Whether a click on `target` must be stopped in a builder mode. */
export function isBlockedClick(target: Element): boolean {
  return target.closest(BUILDER_AREAS) !== null && target.closest(NAVIGATING) !== null;
}

/** Whether a submit of `form` must be stopped in a builder mode. */
export function isBlockedSubmit(form: Element): boolean {
  return form.closest(BUILDER_AREAS) !== null;
}
