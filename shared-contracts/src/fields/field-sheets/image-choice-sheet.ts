import type { FieldSheet } from './field-sheet';

/**
 * The choices' grid and size, known at the first paint; the chosen state is a thick outline and a check
 * mark, not a colour alone. The items are labels around their inputs, so they choose without the module.
 */
export const IMAGE_CHOICE_SHEET: FieldSheet = {
  id: 'image-choice',
  selector: '.eacf7-image-choice',
  css: `
.eacf7-image-choice .image-choice-wrap{display:grid;grid-template-columns:repeat(auto-fill,minmax(8.5em,1fr));gap:.75em}
.eacf7-image-choice .image-choice-item{position:relative;display:grid;gap:.25em;padding:.4em;border:2px solid #8c8f94;border-radius:6px;cursor:pointer;font-weight:400}
.eacf7-image-choice .image-choice-item img{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;border-radius:3px}
.eacf7-image-choice .image-choice-item input{position:absolute;opacity:0;width:1px;height:1px}
.eacf7-image-choice .image-choice-item.active,.eacf7-image-choice .image-choice-item:has(input:checked){border:4px solid #1d4f91;padding:calc(.4em - 2px)}
.eacf7-image-choice .image-choice-item.active::after,.eacf7-image-choice .image-choice-item:has(input:checked)::after{content:"\\2713";position:absolute;top:.3em;right:.3em;display:grid;place-items:center;width:1.6em;height:1.6em;border-radius:50%;background:#1d4f91;color:#fff;font-weight:700}
.eacf7-image-choice .image-choice-item:focus-visible,.eacf7-image-choice .image-choice-item:has(input:focus-visible){outline:3px solid #1b1b1b;outline-offset:2px}
`,
};
