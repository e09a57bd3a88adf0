/**
 * The lightbox's own names; the spec's constants and the gallery markup names
 * live in `@cms-mf/shared-contracts/constants/gallery-constants`.
 */

/** Id of the title heading, the dialog's accessible name. */
export const TITLE_ID = 'eacf7-lightbox-title';
