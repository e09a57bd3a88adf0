import { createDomRestorer } from '../dom/dom-restorer';
import { slideHeight } from '../dom/slide-toggle';
import { idBase } from '../dom/unique-id';
import { accordionClick, headerForKey } from './toggle-core';
import { createToggleParts, type ToggleParts } from './toggle-header';

const TOGGLING = 'et_pb_accordion_toggling';

export interface CreateTogglesOptions {
  /** `accordion`: one open at a time, the open one fixed; `toggle`: each opens and closes by itself. */
  readonly mode: 'accordion' | 'toggle';
  /** Open/close slide, ms; 0 for reduced motion. */
  readonly slideMs: number;
  readonly signal: AbortSignal;
}

/**
 * A DOM controller for toggles and accordions (MARKUP-FACTS §1.5 "Toggle /
 * accordion"): disclosure buttons in the titles, a 700 ms slide, the state
 * classes the builder's CSS reads, and in an accordion the APG keys.
 */
export function createToggles(el: HTMLElement, toggles: readonly HTMLElement[], options: CreateTogglesOptions): void {
  const { signal } = options;
  const restorer = createDomRestorer();
  const undos: Array<() => void> = [];
  const base = idBase(el, options.mode);
  const all: ToggleParts[] = [];
  toggles.forEach((toggle, i) => {
    const made = createToggleParts(toggle, `${base}-${i}`, restorer);
    if (!made) return;
    all.push(made.parts);
    undos.push(made.undo);
  });
  let animating = false;

  const move = async (parts: ToggleParts, open: boolean) => {
    if (open) parts.setOpen(true);
    await slideHeight(parts.content, open, options.slideMs, signal);
    if (!open) parts.setOpen(false);
  };

  const syncDisabled = () => {
    // APG: a panel that cannot be collapsed marks its header aria-disabled.
    if (options.mode === 'accordion') for (const parts of all) parts.button.setAttribute('aria-disabled', String(parts.isOpen()));
  };

  all.forEach((parts, i) => {
    // The whole title bar operates the button: a click beside the text or on the icon, and the button's own click (bubbling).
    parts.title.addEventListener('click', async () => {
      if (options.mode === 'toggle') {
        if (animating) return;
        animating = true;
        await move(parts, !parts.isOpen());
        animating = false;
        return;
      }
      const open = all.findIndex((p) => p.isOpen());
      const plan = accordionClick({ open: open === -1 ? null : open, animating }, i);
      if (!plan) return;
      animating = true;
      restorer.toggleClass(el, TOGGLING, true);
      await Promise.all([move(all[plan.open]!, true), plan.close === null ? null : move(all[plan.close]!, false)]);
      restorer.toggleClass(el, TOGGLING, false);
      syncDisabled();
      animating = false;
    }, { signal });
    if (options.mode === 'accordion') {
      parts.button.addEventListener('keydown', (event) => {
        const target = headerForKey(event.key, i, all.length);
        if (target === null) return;
        event.preventDefault();
        all[target]!.button.focus();
      }, { signal });
    }
  });
  syncDisabled();

  signal.addEventListener('abort', () => {
    for (const undo of undos) undo();
    restorer.restore();
  }, { once: true });
}
