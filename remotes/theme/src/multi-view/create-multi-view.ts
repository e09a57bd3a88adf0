import type { Device } from '../core/breakpoints';
import { hasHover, type MultiViewData, type View, type ViewMode, viewFor } from './multi-view-data';
import { isPlainText, isSafeAttribute, isSafeStyle } from './multi-view-safety';

/** State classes (MARKUP-FACTS "Multi-view"). */
export const HOVER_SELECTOR_CLASS = 'et_multi_view__hover_selector';
export const HOVERED_CLASS = 'et_multi_view__hovered';
export const SWAPPED_CLASS = 'et_multi_view_swapped';
export const HIDDEN_CLASS = 'et_multi_view_hidden';

export interface CreateMultiViewOptions {
  readonly signal: AbortSignal;
  readonly device: Device;
}

export interface MultiViewApi {
  setDevice(device: Device): void;
  /** The mode shown now. */
  mode(): ViewMode;
}

/** Elements a view writes to: the target selector's matches inside the module (or the module itself), else the module. */
function targetsOf(el: HTMLElement, selector: string | null): HTMLElement[] {
  if (!selector) return [el];
  try {
    const inside = [...el.querySelectorAll<HTMLElement>(selector)];
    if (el.matches(selector)) inside.unshift(el);
    return inside.length > 0 ? inside : [el];
  } catch {
    return [el];
  }
}

function hoverElementsOf(el: HTMLElement, selector: string | null): HTMLElement[] {
  if (!selector) return [el];
  try {
    const found = [...el.ownerDocument.querySelectorAll<HTMLElement>(selector)].filter((node) => node === el || node.contains(el) || el.contains(node));
    return found.length > 0 ? found : [el];
  } catch {
    return [el];
  }
}

/**
 * Multi-view (theme-frontend.md §4 "Multi-view hover"): a module shows the
 * content, attributes, styles, classes and visibility of the window's device,
 * and of hover on mouseenter or a first tap, back on leave or a second tap.
 */
export function createMultiView(el: HTMLElement, data: MultiViewData, options: CreateMultiViewOptions): MultiViewApi {
  const { signal } = options;
  let device = options.device;
  let mode: ViewMode = device;
  let written: View = {};
  let contentToken = 0;

  const writeContent = (targets: HTMLElement[], content: string) => {
    const token = ++contentToken;
    if (isPlainText(content)) {
      targets.forEach((target) => (target.textContent = content));
      return;
    }
    void import('./sanitize-content').then(({ sanitizedFragment }) => {
      if (signal.aborted || token !== contentToken) return;
      targets.forEach((target) => target.replaceChildren(sanitizedFragment(content)));
    });
  };

  const show = (view: View) => {
    const targets = targetsOf(el, data.target);
    if (view.content !== undefined && view.content !== written.content) writeContent(targets, view.content);
    for (const [name, value] of Object.entries(view.attrs ?? {})) {
      if (isSafeAttribute(name, value)) targets.forEach((target) => target.setAttribute(name, value));
    }
    for (const [property, value] of Object.entries(view.styles ?? {})) {
      if (isSafeStyle(property, value)) targets.forEach((target) => target.style.setProperty(property, value));
    }
    // Classes a previous view added and this one does not keep go first.
    const undo = (written.classes?.add ?? []).filter((name) => !view.classes?.add.includes(name));
    targets.forEach((target) => {
      target.classList.remove(...undo, ...(view.classes?.remove ?? []));
      target.classList.add(...(view.classes?.add ?? []));
    });
    if (view.visible !== undefined) el.classList.toggle(HIDDEN_CLASS, !view.visible);
    el.classList.add(SWAPPED_CLASS);
    written = view;
  };

  const setMode = (next: ViewMode) => {
    mode = next;
    show(viewFor(data, next, device));
  };
  setMode(device);

  if (hasHover(data)) {
    const hoverElements = hoverElementsOf(el, data.hoverSelector);
    const enter = () => {
      el.classList.add(HOVERED_CLASS);
      setMode('hover');
    };
    const leave = () => {
      el.classList.remove(HOVERED_CLASS);
      setMode(device);
    };
    for (const node of hoverElements) {
      node.classList.add(HOVER_SELECTOR_CLASS);
      node.addEventListener('mouseenter', enter, { signal });
      node.addEventListener('mouseleave', leave, { signal });
      // Touch has no hover: the first tap shows it, the second resets.
      node.addEventListener('touchstart', () => (mode === 'hover' ? leave() : enter()), { passive: true, signal });
    }
  }

  return {
    setDevice(next) {
      device = next;
      if (mode !== 'hover') setMode(next);
    },
    mode: () => mode,
  };
}
