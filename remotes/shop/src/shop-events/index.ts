export { createShopEvents, jQueryOf, SHOP_EVENTS } from './shop-events';
export type { JQueryLike, ShopEventName, ShopEvents } from './shop-events';
