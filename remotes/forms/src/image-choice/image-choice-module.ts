import { proModule } from '../common/pro-flag';
import { enhanceChoiceItems, mirrorNativeChoices } from '../common/choice-items';
import { onFormReset } from '../common/form-reset';
import { adoptStyleSheet } from '@cms-mf/dom-kit';
import { IMAGE_CHOICE_SHEET } from '@cms-mf/shared-contracts/fields';

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
  const releaseStyle = adoptStyleSheet(el.ownerDocument, IMAGE_CHOICE_SHEET.id, IMAGE_CHOICE_SHEET.css);
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
