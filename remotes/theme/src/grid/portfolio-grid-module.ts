import type { FeatureModule, Unmount } from '@cms-mf/shared-contracts';
import { createDomRestorer } from '../dom/dom-restorer';
import { markGridRows } from '../paging/grid-rows';

/**
 * `./portfolio-grid`: the grid portfolio (`.et_pb_portfolio_grid`): its items
 * get the builder's row marks (`first_in_row`, `last_in_row`, `on_last_row`,
 * theme-frontend.md §2), kept right as the grid reflows.
 */
export const portfolioGridModule: FeatureModule = {
  mount(el: Element): Unmount {
    const restorer = createDomRestorer();
    const items = [...el.querySelectorAll<HTMLElement>('.et_pb_grid_item, .et_pb_portfolio_item')];
    const mark = () => markGridRows(items.filter((item) => item.offsetParent !== null || item.getClientRects().length > 0), items, restorer);
    mark();
    const resize = new ResizeObserver(mark);
    resize.observe(el);
    return () => {
      resize.disconnect();
      restorer.restore();
    };
  },
};
