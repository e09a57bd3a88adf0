import type { FeatureModule, Unmount } from '@cms-mf/shared-contracts';

/**
 * `./range-slider`, mounted on `input.eacf7-range-slider` (MARKUP-FACTS §3.1):
 * the native slider keeps the field's `min`, `max` and `step` and its keyboard
 * (arrows, Page Up/Down, Home/End); this module shows its value live in the
 * sibling `span.eacf7-range-slider-value` (an `output` is created when the
 * markup has none).
 */
export const rangeSliderModule: FeatureModule = {
  mount(el: Element): Unmount {
    if (!(el instanceof HTMLInputElement) || el.type !== 'range') return () => undefined;
    const slider = el;
    const doc = slider.ownerDocument;
    const mount = new AbortController();
    const { signal } = mount;
    const scope = slider.closest('.wpcf7-form-control-wrap') ?? slider.parentElement;
    let display = scope?.querySelector<HTMLElement>('.eacf7-range-slider-value') ?? null;
    const created = !display;
    if (!display) {
      display = doc.createElement('output');
      display.className = 'eacf7-range-slider-value';
      slider.after(display);
    }
    const shown = display;
    // The slider itself announces its value; the visible copy is for the eye, not read twice.
    const hadHidden = shown.getAttribute('aria-hidden');
    shown.setAttribute('aria-hidden', 'true');
    const show = () => {
      shown.textContent = slider.value;
    };
    slider.addEventListener('input', show, { signal });
    slider.addEventListener('change', show, { signal });
    slider.form?.addEventListener('reset', () => setTimeout(() => {
      if (!signal.aborted) show();
    }), { signal });
    show();

    return () => {
      if (signal.aborted) return;
      mount.abort();
      if (created) shown.remove();
      else if (hadHidden === null) shown.removeAttribute('aria-hidden');
    };
  },
};
