export { multiViewModule as default } from './multi-view-module';
export { createMultiView } from './create-multi-view';
export type { CreateMultiViewOptions, MultiViewApi } from './create-multi-view';
export { parseMultiView, viewFor } from './multi-view-data';
export type { MultiViewData, View, ViewMode } from './multi-view-data';
