/**
 * Hides a live status from sight but not from screen readers, inline: the
 * theme's stylesheet has no such class, and a module may not rely on a rule
 * only our demo pages carry. The class stays as a hook for a site's own CSS.
 */
export const VISUALLY_HIDDEN_CLASS = 'cmsmf-visually-hidden';

const VISUALLY_HIDDEN_STYLE = 'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap';

export function visuallyHidden<T extends HTMLElement>(el: T): T {
  el.className = VISUALLY_HIDDEN_CLASS;
  el.style.cssText = VISUALLY_HIDDEN_STYLE;
  return el;
}
