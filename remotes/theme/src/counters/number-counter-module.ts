import { defineModule } from '@cms-mf/shared-contracts';
import { motionDuration } from '../core/reduced-motion';
import { CIRCLE_COUNTER_MS } from '../core/timing';
import { countUp } from './count-up';
import { formatNumber, parseNumber, valueAt } from './counter-core';

/**
 * `./number-counter`: `.et_pb_number_counter[data-number-value][data-number-separator]`
 * counts `.percent-value` up to its number once seen, over the circle
 * counter's 1800 ms (the builder drives both with the same chart library).
 */
export const numberCounterModule = defineModule((el, _ctx, signal) => {
  const value = el.querySelector<HTMLElement>('.percent-value');
  if (!value) return;
  const original = value.textContent;
  const target = parseNumber(el.getAttribute('data-number-value'));
  const separator = el.getAttribute('data-number-separator') ?? '';
  const win = el.ownerDocument.defaultView!;
  countUp(win, motionDuration(win, CIRCLE_COUNTER_MS), (progress) => {
    value.textContent = formatNumber(valueAt(target, progress), separator);
  }, signal);
  return () => {
    value.textContent = original;
  };
});
