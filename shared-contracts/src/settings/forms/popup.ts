import type { Flag } from '../flag';

/**
 * Popup form settings (forms-addon.md §3). Site-wide values arrive in
 * `eacf7.settings` (the add-on adds its settings to the `eacf7` global on the
 * front end); each `.eacf7-popup-form-button` also carries its own
 * `data-id`, `data-click` (1/0), `data-width` (e.g. `500px`) and `data-class`.
 */
export interface PopupTrigger {
  /** CSS selector of the elements that open the popup on click. */
  readonly selector: string;
  /** Id of the form the popup shows. */
  readonly contactForm: number | string;
}

export interface PopupSettings {
  readonly popupTriggers?: readonly PopupTrigger[];
  /** A click on the backdrop closes the popup. */
  readonly popupOutsideClick?: Flag;
  /** Modal width in `popupWidthUnit` (px by default). */
  readonly popupWidth?: number | string;
  /** Unit of `popupWidth`; the server defaults it to px. */
  readonly popupWidthUnit?: string;
}
