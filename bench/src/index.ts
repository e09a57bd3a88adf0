// What the browser tests share with the benchmark: the page budgets and how a page type is found,
// loaded and measured, so `npm test` enforces the same figures `npm run bench` reports.
export { readActiveExposes } from './active-exposes';
export { BUDGETS, budgetOverrun, runtimeAddedCls, VITALS_BUDGETS } from './budgets';
export { cumulativeLayoutShift } from './vitals/cls-session-windows';
export type { LayoutShift } from './vitals/cls-session-windows';
export { discoverPage, readServedPages } from './discover-pages';
export type { DiscoveredPage, PageFile } from './discover-pages';
export { runInteraction } from './interactions';
export { isScript, recordNetwork } from './network-log';
export { SAVE_DATA_HEADERS, SAVE_DATA_SOURCE } from './measure-page';
export { PAGE_TYPES } from './page-types';
