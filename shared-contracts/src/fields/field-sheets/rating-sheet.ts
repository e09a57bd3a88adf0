import type { FieldSheet } from './field-sheet';

/** The stars' size, known at the first paint; filled stars for the value, outlined ones after it: the state reads without colour. */
export const RATING_SHEET: FieldSheet = {
  id: 'rating',
  selector: '.eacf7-rating',
  css: `
.eacf7-rating{display:inline-flex;gap:.125em;flex-wrap:wrap}
.eacf7-rating .eacf7-rating-star{display:inline-grid;place-items:center;min-width:1.6em;min-height:1.6em;font-size:1.5em;line-height:1;cursor:pointer;color:#996300}
.eacf7-rating .eacf7-rating-star:not(.active){color:transparent;-webkit-text-stroke:1px #50575e}
.eacf7-rating .eacf7-rating-star:not(.active) svg{fill:none;stroke:#50575e}
.eacf7-rating .eacf7-rating-star:focus-visible{outline:2px solid #2271b1;outline-offset:1px;border-radius:3px}
`,
};
