export { tabsModule as default } from './tabs-module';
export { createTabs } from './create-tabs';
export type { CreateTabsOptions, TabsApi } from './create-tabs';
