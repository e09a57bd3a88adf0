import type { FeatureModule, Unmount } from '@cms-mf/shared-contracts';
import { createDomRestorer } from '../dom/dom-restorer';
import { currencyMargin } from './currency-offset';

/** `./pricing`: `.et_pb_pricing` tables: each currency sign sits left of its price, re-placed when the table resizes. */
export const pricingModule: FeatureModule = {
  mount(el: Element): Unmount {
    const restorer = createDomRestorer();
    const signs = [...el.querySelectorAll<HTMLElement>('.et_pb_et_price .et_pb_dollar_sign')];
    const place = () => {
      for (const sign of signs) restorer.style(sign, 'margin-left', currencyMargin(sign.getBoundingClientRect().width));
    };
    place();
    const resize = new ResizeObserver(place);
    resize.observe(el);
    return () => {
      resize.disconnect();
      restorer.restore();
    };
  },
};
