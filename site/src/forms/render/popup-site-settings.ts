import type { PopupSettings } from '@cms-mf/shared-contracts/settings';

/**
 * The add-on's popup settings of this site (forms-addon.md §3 Popup), which
 * the add-on adds to the `eacf7` global as `settings` on every page: any
 * element matching a trigger's selector opens that form in a popup. The
 * popup demo page (`/demo/forms-popup.html`) has such an element for form 130.
 */
export const POPUP_SITE_SETTINGS = {
  popupTriggers: [{ selector: '.harbour-popup-open', contactForm: 130 }],
  popupOutsideClick: true,
  popupWidth: 560,
  popupWidthUnit: 'px',
} satisfies PopupSettings;
