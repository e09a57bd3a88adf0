import { COPY_ATTRIBUTE } from '@cms-mf/shared-contracts/registry/copy-attribute';
import type { StickyLimit } from '@cms-mf/shared-contracts/settings';
import type { StickyConfig } from './sticky-settings';

/**
 * Finding the elements of sticky settings in the page (theme-frontend.md §5
 * "Sticky and builder rules"; MARKUP-FACTS "Sticky modules").
 */

export const STICKY_MODULE_CLASS = 'et_pb_sticky_module';
export const STICKY_ACTIVE_CLASS = 'et_pb_sticky';
export const STICKY_PLACEHOLDER_CLASS = 'et_pb_sticky_placeholder';
export const HAS_STICKY_CLASS = 'has_et_pb_sticky';
export const HEIGHT_LOCK_CLASS = 'et-script-sticky-temporary-height-lock';
/**
 * Where a stuck module is now: `top` or `bottom` of the viewport, or `paused`
 * against its limit (scrolling with the page). The theme's classes do not tell
 * (a `top_bottom` module may be stuck at the bottom); what covers the top of
 * the page reads this.
 */
export const STUCK_ATTRIBUTE = 'data-cmsmf-stuck';
/** Sticky modules that cover the top of the viewport now. */
export const STUCK_TOP_SELECTOR = `[${STUCK_ATTRIBUTE}="top"]`;

const LIMIT_SELECTORS: Record<Exclude<StickyLimit, 'body'>, string> = { section: '.et_pb_section', row: '.et_pb_row, .et_pb_row_inner', column: '.et_pb_column' };

export interface StickyElement {
  readonly config: StickyConfig;
  readonly el: HTMLElement;
}

/** One element per setting; a sticky module inside another sticky module is dropped (§5). */
export function findStickyElements(doc: Document, configs: readonly StickyConfig[]): StickyElement[] {
  const found: StickyElement[] = [];
  for (const config of configs) {
    let el: HTMLElement | null = null;
    try {
      el = doc.querySelector<HTMLElement>(config.selector);
    } catch {
      continue;
    }
    if (el && !found.some((other) => other.el === el)) found.push({ config, el });
  }
  return found.filter(({ el }) => !found.some((other) => other.el !== el && other.el.contains(el)));
}

/** The container a limit names: the module's section, row or column, or the body. */
export function limitContainer(el: HTMLElement, limit: StickyLimit | null): HTMLElement | null {
  if (limit === null) return null;
  if (limit === 'body') return el.ownerDocument.body;
  return el.parentElement?.closest<HTMLElement>(LIMIT_SELECTORS[limit]) ?? null;
}

/** Marks a module and its containers as the theme does: module classes, parents' has-sticky class. */
export function markSticky(el: HTMLElement, config: StickyConfig): void {
  el.classList.add(STICKY_MODULE_CLASS, `${STICKY_ACTIVE_CLASS}--${config.position}`);
  el.parentElement?.closest('.et_pb_column')?.classList.add(HAS_STICKY_CLASS);
  el.closest('.et_builder_inner_content')?.classList.add(HAS_STICKY_CLASS);
}

/**
 * The placeholder clone that holds the module's place in the flow while it is
 * fixed: hidden, out of the accessibility tree and the tab order, ids and names
 * removed so the page keeps one of each; marked as a copy, so the shell mounts
 * nothing in it.
 */
export function placeholderOf(el: HTMLElement): HTMLElement {
  const clone = el.cloneNode(true) as HTMLElement;
  for (const node of [clone, ...clone.querySelectorAll('[id], [name]')]) {
    node.removeAttribute('id');
    node.removeAttribute('name');
  }
  clone.classList.remove(STICKY_ACTIVE_CLASS, STICKY_MODULE_CLASS);
  clone.classList.add(STICKY_PLACEHOLDER_CLASS);
  clone.setAttribute('aria-hidden', 'true');
  clone.setAttribute(COPY_ATTRIBUTE, '');
  clone.inert = true;
  clone.style.visibility = 'hidden';
  return clone;
}
