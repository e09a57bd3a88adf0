import { defineModule } from '@cms-mf/shared-contracts';
import { createSearchOverlay } from './search-overlay';

/**
 * `./search-overlay`: the theme header's search (`#et_top_search`, MARKUP-FACTS
 * "Search"): `#et_search_icon` opens `.et_search_outer .et_search_form_container`
 * over the menu (`.et_menu_container`), `.et_close_search_field` closes it.
 */
export const searchOverlayModule = defineModule((el, _ctx, signal) => {
  const header = el.closest('#main-header') ?? el.ownerDocument;
  const opener = el.querySelector<HTMLElement>('#et_search_icon') ?? (el as HTMLElement);
  const overlay = header.querySelector<HTMLElement>('.et_search_outer .et_search_form_container');
  if (overlay) {
    createSearchOverlay({
      opener,
      overlay,
      input: overlay.querySelector('input.et-search-field'),
      closer: overlay.querySelector('.et_close_search_field'),
      covered: header.querySelector('.et_menu_container'),
      classes: {
        overlayOpen: ['et_pb_search_visible'],
        overlayClosed: ['et_pb_search_form_hidden'],
        overlayAnimating: 'et_pb_is_animating',
        coveredOpen: ['et_pb_menu_hidden'],
        coveredClosed: ['et_pb_menu_visible'],
      },
      label: 'Search',
    }, signal);
  }
});
