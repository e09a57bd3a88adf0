import { defineModule } from '@cms-mf/shared-contracts';
import { createHeader } from './header-controller';

/**
 * `./header`: the theme's main header (`#main-header`). Mounted at once: a
 * fixed or transparent header changes the layout above the fold.
 */
export const headerModule = defineModule((el, _ctx, signal) => {
  createHeader(el as HTMLElement, signal);
});
