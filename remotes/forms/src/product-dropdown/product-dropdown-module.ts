import { proModule } from '../common/pro-flag';
import { enhanceChoiceItems, mirrorNativeChoices } from '../common/choice-items';
import { onFormReset } from '../common/form-reset';
import { adoptStyleSheet } from '@cms-mf/dom-kit';

const PRODUCT_GRID_CSS = `
.eacf7-product-dropdown .grid_item{display:inline-block;margin:.25em;padding:.5em .75em;border:2px solid #8c8f94;border-radius:6px;cursor:pointer}
.eacf7-product-dropdown .grid_item p{margin:0}
.eacf7-product-dropdown .grid_item.active,.eacf7-product-dropdown .grid_item:has(input:checked){border:4px solid #1d4f91;padding:calc(.5em - 2px) calc(.75em - 2px)}
.eacf7-product-dropdown .grid_item.active p::before,.eacf7-product-dropdown .grid_item:has(input:checked) p::before{content:"\\2713  ";font-weight:700}
.eacf7-product-dropdown .grid_item:focus-visible{outline:3px solid #1b1b1b;outline-offset:2px}
`;

/**
 * `./product-dropdown`, mounted on `.eacf7-product-dropdown` (MARKUP-FACTS
 * §3.2). The `dropdown` layout is a native `select` (single or `multiple`),
 * which the browser makes keyboard operable; it is cleared after a send like
 * the add-on's. The `grid` layout's `.grid_item` products become a radio group
 * (or checkboxes when the select is `multiple`) writing the chosen product
 * names into the hidden input, as the add-on does.
 */
export const productDropdownModule = proModule((el, _ctx, signal) => {
  const select = el.querySelector<HTMLSelectElement>('select.wpcf7-product_dropdown, select');
  const items = [...el.querySelectorAll<HTMLElement>('.grid_item')];
  const hidden = el.querySelector<HTMLInputElement>('input[type=hidden]');
  let releaseStyle = () => undefined as void;
  let reset: () => void = () => undefined;
  if (items.length > 0) {
    releaseStyle = adoptStyleSheet(el.ownerDocument, 'product-grid', PRODUCT_GRID_CSS);
    const native = items.some((item) => item.querySelector('input'));
    const multiple = select?.multiple === true || el.querySelector('[data-multiple="1"]') !== null;
    reset = native || !hidden
      ? mirrorNativeChoices(el as HTMLElement, items, signal)
      : enhanceChoiceItems({ group: items[0]!.parentElement ?? (el as HTMLElement), items, hidden, multiple, valueOf: (item) => item.querySelector('p')?.textContent?.trim() ?? '', signal });
  } else if (select) {
    reset = () => {
      for (const option of select.options) option.selected = option.defaultSelected;
    };
  }
  const form = el.closest('form');
  if (form) onFormReset(form, reset, signal);
  return () => {
    releaseStyle();
  };
});
