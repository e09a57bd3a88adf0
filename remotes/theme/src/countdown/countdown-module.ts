import { defineModule } from '@cms-mf/shared-contracts';
import { createDomRestorer } from '../dom/dom-restorer';
import { COUNTDOWN_UNIT_WIDTHS, type CountdownParts, msToNextSecond, padValue, remaining, useShortLabels } from './countdown-core';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * `./countdown`: the countdown timer (`.et_pb_countdown_timer[data-end-timestamp]`).
 * Updates its `.value`s every second until zero, marks zero sections with
 * `zero`, and uses the short labels where the long ones do not fit. The
 * container becomes a `timer` (not announced each second).
 */
export const countdownModule = defineModule((el, _ctx, signal) => {
  const root = el as HTMLElement;
  const end = Number(root.getAttribute('data-end-timestamp'));
  const restorer = createDomRestorer();
  const sections = UNITS.map((unit) => {
    const section = root.querySelector<HTMLElement>(`.section.values.${unit}`);
    const value = section?.querySelector<HTMLElement>('.value') ?? null;
    return { unit, section, value, label: section?.querySelector<HTMLElement>('.label') ?? null, width: COUNTDOWN_UNIT_WIDTHS[unit], original: value?.textContent ?? '' };
  });
  const container = root.querySelector<HTMLElement>('.et_pb_countdown_timer_container') ?? root;
  restorer.attr(container, 'role', 'timer');

  const labels = () => {
    const column = root.closest('.et_pb_column');
    const short = useShortLabels(container.getBoundingClientRect().width, column ? column.classList : []);
    for (const { section, label } of sections) {
      const text = section?.getAttribute(short ? 'data-short' : 'data-full');
      if (label && text) label.textContent = text;
    }
  };
  const render = (parts: CountdownParts) => {
    for (const { unit, section, value, width } of sections) {
      if (!section || !value) continue;
      value.textContent = padValue(parts[unit], width);
      restorer.toggleClass(section, 'zero', parts[unit] === 0);
    }
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    const parts = remaining(end, Date.now());
    render(parts);
    if (parts.total > 0 && !signal.aborted) timer = setTimeout(tick, msToNextSecond(Date.now()));
  };
  const originalLabels = sections.map(({ label }) => label?.textContent ?? '');
  labels();
  tick();
  const resize = new ResizeObserver(labels);
  resize.observe(root);
  return () => {
    clearTimeout(timer);
    resize.disconnect();
    sections.forEach(({ value, label, original }, i) => {
      if (value) value.textContent = original;
      if (label) label.textContent = originalLabels[i]!;
    });
    restorer.restore();
  };
});
