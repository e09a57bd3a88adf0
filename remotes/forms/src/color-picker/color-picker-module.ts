import { proModule } from '../common/pro-flag';
import { COLOUR_INVALID_MESSAGE, normaliseHexColour } from '@cms-mf/shared-contracts/fields';
import { clearFieldTip, showFieldTip } from '../common/field-tip';
import { labelTextOf } from '../common/label-for';
import { adoptStyleSheet } from '@cms-mf/dom-kit';

const COLOUR_CSS = `
.eacf7-color-picker-wrap{display:flex;align-items:stretch;gap:.5rem;max-width:100%}
.eacf7-color-picker-wrap .eacf7-color-picker-input{flex:1 1 auto;min-width:0}
.eacf7-color-picker-wrap .cmsmf-colour-swatch{flex:0 0 auto;box-sizing:border-box;width:3rem;min-height:2.5rem;margin-top:.25rem;padding:2px;border:1px solid #8c8f94;border-radius:4px;background:#fff;cursor:pointer}
`;

/**
 * `./color-picker`, mounted on `.eacf7-color-picker-wrap` (MARKUP-FACTS §3.2):
 * the text input `.eacf7-color-picker-input` takes `#rrggbb` and carries the
 * posted value; a native colour input beside it picks the same colour with
 * the mouse or the system's picker. Each follows the other.
 *
 * DOM, not a component: the one element made here is a native colour input
 * beside the server's text input, so a component would save nothing and would
 * bring preact (~13 KB gz) with the mount.
 */
export const colorPickerModule = proModule((el, _ctx, signal) => {
  const text = el.querySelector<HTMLInputElement>('.eacf7-color-picker-input');
  if (!text) return;
  const doc = el.ownerDocument;
  const wrap = el.closest<HTMLElement>('.wpcf7-form-control-wrap');
  const releaseStyles = adoptStyleSheet(doc, 'colour', COLOUR_CSS);
  const swatch = doc.createElement('input');
  swatch.type = 'color';
  swatch.className = 'cmsmf-colour-swatch';
  const label = labelTextOf(text);
  swatch.setAttribute('aria-label', label ? `${label}: colour picker` : 'Colour picker');
  swatch.value = normaliseHexColour(text.value) ?? '#000000';
  text.after(swatch);

  swatch.addEventListener('input', () => {
    text.value = swatch.value.toLowerCase();
    text.dispatchEvent(new Event('input', { bubbles: true }));
    text.dispatchEvent(new Event('change', { bubbles: true }));
    if (wrap) clearFieldTip(wrap);
  }, { signal });
  text.addEventListener('input', () => {
    const colour = normaliseHexColour(text.value);
    if (colour) swatch.value = colour;
  }, { signal });
  text.addEventListener('blur', () => {
    if (!wrap) return;
    const colour = normaliseHexColour(text.value);
    if (text.value.trim() === '') clearFieldTip(wrap);
    else if (!colour) showFieldTip(wrap, COLOUR_INVALID_MESSAGE);
    else {
      text.value = colour;
      clearFieldTip(wrap);
    }
  }, { signal });

  return () => {
    swatch.remove();
    releaseStyles();
  };
});
