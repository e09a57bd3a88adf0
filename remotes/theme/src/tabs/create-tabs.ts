import { tabSlugFromHash } from '../core/hash';
import { createDomRestorer } from '../dom/dom-restorer';
import { fadeIn } from '../dom/fade';
import { onHashParams, readHashParams, writeHashParams } from '../dom/hash-sync';
import { idBase } from '../dom/unique-id';
import { planMove } from '../slider/slider-core';
import { shouldStack, tabForKey, tabIndexFromParam } from './tabs-core';

const ACTIVE_TAB = 'et_pb_tab_active';
const ACTIVE_PANE = 'et_pb_active_content';
const STACKED = 'et_pb_tabs_vertically_stacked';

export interface CreateTabsOptions {
  /** Fade between panes, ms; 0 for reduced motion. */
  readonly fadeMs: number;
  readonly signal: AbortSignal;
}

export interface TabsApi {
  select(index: number, options?: { focus?: boolean; writeHash?: boolean }): Promise<boolean>;
  readonly index: () => number;
}

/**
 * A DOM controller for the tabs module (MARKUP-FACTS §1.5 "Tabs";
 * theme-frontend.md §2, §4): the WAI-ARIA tabs pattern on the server's list
 * and panes, a fade between panes (the builder runs tabs through its slider),
 * equal pane height, stacking on narrow screens and columns, and the tab index
 * in the address hash (`id|index`; `#tab-{slug}` opens a tab on load).
 */
export function createTabs(el: HTMLElement, options: CreateTabsOptions): TabsApi | null {
  const { signal } = options;
  const doc = el.ownerDocument;
  const win = doc.defaultView!;
  const list = el.querySelector<HTMLElement>(':scope > .et_pb_tabs_controls');
  const items = list ? [...list.querySelectorAll<HTMLElement>(':scope > li')] : [];
  const links = items.map((item) => item.querySelector<HTMLElement>('a'));
  const allPanes = el.querySelector<HTMLElement>(':scope > .et_pb_all_tabs');
  const panes = allPanes ? [...allPanes.querySelectorAll<HTMLElement>(':scope > .et_pb_tab')] : [];
  const count = Math.min(items.length, panes.length);
  if (!list || !allPanes || count === 0 || links.some((a) => a === null)) return null;
  const tabs = links as HTMLElement[];
  const restorer = createDomRestorer();
  let index = Math.max(0, items.findIndex((item) => item.classList.contains(ACTIVE_TAB)));
  let animating = false;
  let stacked = false;

  const base = idBase(el, 'tabs');
  restorer.attr(list, 'role', 'tablist');
  items.forEach((item) => restorer.attr(item, 'role', 'presentation'));
  tabs.forEach((tab, i) => {
    const pane = panes[i]!;
    if (!tab.id) restorer.attr(tab, 'id', `${base}-${i}`);
    if (!pane.id) restorer.attr(pane, 'id', `${base}-panel-${i}`);
    restorer.attr(tab, 'role', 'tab');
    restorer.attr(tab, 'aria-controls', pane.id);
    restorer.attr(pane, 'role', 'tabpanel');
    restorer.attr(pane, 'aria-labelledby', tab.id);
    restorer.attr(pane, 'tabindex', '0');
  });

  const show = (i: number) => {
    items.forEach((item, j) => restorer.toggleClass(item, ACTIVE_TAB, j === i));
    tabs.forEach((tab, j) => {
      restorer.attr(tab, 'aria-selected', String(j === i));
      restorer.attr(tab, 'tabindex', j === i ? '0' : '-1');
    });
    panes.forEach((pane, j) => {
      restorer.toggleClass(pane, ACTIVE_PANE, j === i);
      restorer.style(pane, 'display', j === i ? 'block' : 'none');
    });
  };

  // Equal height: the panes area keeps the tallest pane's height, so switching never moves the page.
  const equalize = () => {
    restorer.style(allPanes, 'min-height', '');
    let tallest = 0;
    for (const pane of panes) {
      const shown = pane.style.display;
      pane.style.display = 'block';
      tallest = Math.max(tallest, pane.getBoundingClientRect().height);
      pane.style.display = shown;
    }
    const padding = parseFloat(win.getComputedStyle(allPanes).paddingTop) + parseFloat(win.getComputedStyle(allPanes).paddingBottom);
    if (tallest > 0) restorer.style(allPanes, 'min-height', `${Math.ceil(tallest + (padding || 0))}px`);
  };

  const layout = () => {
    const column = el.closest('.et_pb_column');
    stacked = shouldStack(win.innerWidth, column ? column.classList : []);
    restorer.toggleClass(el, STACKED, stacked);
    restorer.attr(list, 'aria-orientation', stacked ? 'vertical' : 'horizontal');
    equalize();
  };

  const api: TabsApi = {
    async select(target, { focus = false, writeHash = true } = {}) {
      const next = planMove({ index, count, animating }, target);
      // A key pressed during a fade is ignored like a click: focus stays with the selected tab.
      if (next === null || signal.aborted) return false;
      if (focus) tabs[next]?.focus();
      animating = true;
      index = next;
      show(next);
      if (writeHash && el.id) writeHashParams(win, el.id, [String(next)]);
      await fadeIn(panes[next]!, options.fadeMs, signal);
      animating = false;
      return true;
    },
    index: () => index,
  };

  tabs.forEach((tab, i) => {
    tab.addEventListener('click', (event) => {
      event.preventDefault();
      void api.select(i);
    }, { signal });
    tab.addEventListener('keydown', (event) => {
      const target = tabForKey(event.key, i, count, stacked);
      if (target === null) return;
      event.preventDefault();
      // Automatic activation: focus follows the key, the pane follows focus.
      void api.select(target, { focus: true });
    }, { signal });
  });

  // Opening state: `#id|index` for this module, else `#tab-{slug}` for one of its tabs.
  const initial = (): number | null => {
    const params = el.id ? readHashParams(win, el.id) : null;
    const fromParams = tabIndexFromParam(params?.[0], count);
    if (fromParams !== null) return fromParams;
    const slug = tabSlugFromHash(win.location.hash);
    if (slug === null) return null;
    const found = tabs.findIndex((tab) => tab.getAttribute('href') === `#tab-${slug}`);
    return found === -1 ? null : found;
  };
  index = initial() ?? index;
  show(index);
  layout();
  if (el.id) {
    onHashParams(win, el.id, (params) => {
      const target = tabIndexFromParam(params[0], count);
      if (target !== null) void api.select(target, { writeHash: false });
    }, signal);
  }
  win.addEventListener('hashchange', () => {
    const slug = tabSlugFromHash(win.location.hash);
    const found = slug === null ? -1 : tabs.findIndex((tab) => tab.getAttribute('href') === `#tab-${slug}`);
    if (found !== -1) void api.select(found, { writeHash: false });
  }, { signal });
  const resize = new ResizeObserver(() => layout());
  resize.observe(el);
  signal.addEventListener('abort', () => {
    resize.disconnect();
    restorer.restore();
  }, { once: true });
  return api;
}
