import type { FeatureModule, Unmount } from '@cms-mf/shared-contracts';
import { prefersReducedMotion } from '../core/reduced-motion';
import { createDomRestorer } from '../dom/dom-restorer';
import { parsePercent } from './counter-core';

/**
 * `./bar-counters`: `.et_pb_counters` (MARKUP-FACTS §1.5 "Bar counters"). Each
 * `.et_pb_counter_amount[data-width]` fills to its percentage once seen (the
 * shell mounts it on sight); the builder's CSS transition animates the width,
 * switched off under reduced motion. Each bar is also a labelled `meter`.
 */
export const barCountersModule: FeatureModule = {
  mount(el: Element): Unmount {
    const restorer = createDomRestorer();
    const reduced = prefersReducedMotion(el.ownerDocument.defaultView!);
    for (const counter of el.querySelectorAll<HTMLElement>(':scope > li, :scope > .et_pb_counter')) {
      const title = counter.querySelector<HTMLElement>('.et_pb_counter_title');
      const container = counter.querySelector<HTMLElement>('.et_pb_counter_container');
      const percent = parsePercent(counter.querySelector('.et_pb_counter_amount')?.getAttribute('data-width'));
      for (const amount of counter.querySelectorAll<HTMLElement>('.et_pb_counter_amount')) {
        if (reduced) restorer.style(amount, 'transition', 'none');
        restorer.style(amount, 'width', `${percent}%`);
      }
      if (container && title) {
        if (!title.id) restorer.attr(title, 'id', `cmsmf-counter-${Math.random().toString(36).slice(2, 10)}`);
        restorer.attr(container, 'role', 'meter');
        restorer.attr(container, 'aria-valuemin', '0');
        restorer.attr(container, 'aria-valuemax', '100');
        restorer.attr(container, 'aria-valuenow', String(percent));
        restorer.attr(container, 'aria-labelledby', title.id);
      }
    }
    return () => restorer.restore();
  },
};
