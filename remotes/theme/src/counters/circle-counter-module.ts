import { defineModule } from '@cms-mf/shared-contracts';
import { deviceForWidth } from '../core/breakpoints';
import { motionDuration } from '../core/reduced-motion';
import { responsiveAttribute } from '../core/responsive-values';
import { CIRCLE_COUNTER_LINE_WIDTH, CIRCLE_COUNTER_MS } from '../core/timing';
import { countUp } from './count-up';
import { parsePercent, valueAt } from './counter-core';

/**
 * `./circle-counter`: `.et_pb_circle_counter[data-number-value]` (MARKUP-FACTS
 * §1.5). Draws the ring on a canvas it creates (bar colour `data-color`, track
 * `data-bar-bg-color` at `data-alpha`, each per device), line width 5, and
 * counts `.percent-value` up over 1800 ms once seen.
 */
export const circleCounterModule = defineModule((el, _ctx, signal) => {
  const inner = el.querySelector<HTMLElement>('.et_pb_circle_counter_inner') ?? (el as HTMLElement);
  const value = el.querySelector<HTMLElement>('.percent-value');
  const original = value?.textContent ?? null;
  const win = el.ownerDocument.defaultView!;
  const device = deviceForWidth(win.innerWidth);
  const read = (name: string) => responsiveAttribute((n) => el.getAttribute(n), name, device);
  const target = parsePercent(el.getAttribute('data-number-value'));
  const color = read('data-color') ?? '#2ea3f2';
  const track = read('data-bar-bg-color') ?? '#dddddd';
  const alpha = Math.min(1, Math.max(0, Number(read('data-alpha') ?? '0.1') || 0.1));

  const canvas = el.ownerDocument.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  const size = Math.round(inner.getBoundingClientRect().width) || 150;
  const ratio = win.devicePixelRatio || 1;
  canvas.width = size * ratio;
  canvas.height = size * ratio;
  canvas.style.width = `${size}px`;
  canvas.style.height = `${size}px`;
  inner.prepend(canvas);
  const context = canvas.getContext('2d');
  const draw = (progress: number) => {
    if (!context) return;
    const radius = (size - CIRCLE_COUNTER_LINE_WIDTH) / 2;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, size, size);
    context.lineWidth = CIRCLE_COUNTER_LINE_WIDTH;
    context.globalAlpha = alpha;
    context.strokeStyle = track;
    context.beginPath();
    context.arc(size / 2, size / 2, radius, 0, Math.PI * 2);
    context.stroke();
    context.globalAlpha = 1;
    context.strokeStyle = color;
    context.beginPath();
    context.arc(size / 2, size / 2, radius, -Math.PI / 2, -Math.PI / 2 + (Math.PI * 2 * target * progress) / 100);
    context.stroke();
  };
  countUp(win, motionDuration(win, CIRCLE_COUNTER_MS), (progress) => {
    draw(progress);
    if (value) value.textContent = String(valueAt(target, progress));
  }, signal);
  return () => {
    canvas.remove();
    if (value) value.textContent = original;
  };
});
