import { proModule } from '../common/pro-flag';
import { enhanceChoiceItems, mirrorNativeChoices } from '../common/choice-items';
import { onFormReset } from '../common/form-reset';
import { adoptStyleSheet } from '@cms-mf/dom-kit';

/** The chosen state is a thick outline and a check mark, not a colour alone. */
const IMAGE_CHOICE_CSS = `
.eacf7-image-choice .image-choice-wrap{display:grid;grid-template-columns:repeat(auto-fill,minmax(8.5em,1fr));gap:.75em}
.eacf7-image-choice .image-choice-item{position:relative;display:grid;gap:.25em;padding:.4em;border:2px solid #8c8f94;border-radius:6px;cursor:pointer;font-weight:400}
.eacf7-image-choice .image-choice-item img{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;border-radius:3px}
.eacf7-image-choice .image-choice-item input{position:absolute;opacity:0;width:1px;height:1px}
.eacf7-image-choice .image-choice-item.active,.eacf7-image-choice .image-choice-item:has(input:checked){border:4px solid #1d4f91;padding:calc(.4em - 2px)}
.eacf7-image-choice .image-choice-item.active::after,.eacf7-image-choice .image-choice-item:has(input:checked)::after{content:"\\2713";position:absolute;top:.3em;right:.3em;display:grid;place-items:center;width:1.6em;height:1.6em;border-radius:50%;background:#1d4f91;color:#fff;font-weight:700}
.eacf7-image-choice .image-choice-item:focus-visible,.eacf7-image-choice .image-choice-item:has(input:focus-visible){outline:3px solid #1b1b1b;outline-offset:2px}
`;

/**
 * `./image-choice`, mounted on `.eacf7-image-choice` (MARKUP-FACTS §3.2),
 * single or multiple (`data-multiple` on `.image-choice-wrap`). Items holding
 * native inputs keep them (the browser chooses, the keyboard works without
 * script); the add-on's bare items with a hidden input become a keyboard
 * operable radio group or group of checkboxes.
 */
export const imageChoiceModule = proModule((el, _ctx, signal) => {
  const group = el.querySelector<HTMLElement>('.image-choice-wrap') ?? (el as HTMLElement);
  const items = [...el.querySelectorAll<HTMLElement>('.image-choice-item')];
  if (items.length === 0) return;
  const releaseStyle = adoptStyleSheet(el.ownerDocument, 'image-choice', IMAGE_CHOICE_CSS);
  const hidden = el.querySelector<HTMLInputElement>('input[type=hidden]');
  const native = items.some((item) => item.querySelector('input[type=radio], input[type=checkbox]'));
  const reset = native || !hidden
    ? mirrorNativeChoices(el as HTMLElement, items, signal)
    : enhanceChoiceItems({
        group,
        items,
        hidden,
        multiple: group.getAttribute('data-multiple') === '1',
        valueOf: (item) => item.getAttribute('data-value') ?? item.textContent?.trim() ?? '',
        signal,
      });
  const form = el.closest('form');
  if (form) onFormReset(form, reset, signal);
  return () => {
    releaseStyle();
  };
});
