import { AWAITS_MODULE_ATTRIBUTE } from '@cms-mf/shared-contracts/registry/awaits-module';
import { signaturePadOn } from '@cms-mf/shared-contracts/settings';
import type { FieldDefinition, FormDefinition } from '../../cms/form-definition';
import { attributes, escapeHtml } from '../../html/escape-html';
import { allowsTypedName, SIGNATURE_TYPED_NAME_MAX, SIGNATURE_TYPED_NAME_SUFFIX } from '../checks/signature-check';
import { readSignatureSize } from './signature-size';

/** Renders one field as a labelled paragraph (the form renderer's own), for a repeater's items. */
export type RenderParagraph = (field: FieldDefinition) => string;

const STARS = [1, 2, 3, 4, 5];

/** What a script-less post kept for the field: its value (a typed name for a signature). */
export type KeptValue = string | readonly string[] | undefined;

/**
 * The add-on's markup of rating, signature, image choice, product dropdown,
 * rich text and repeater fields (MARKUP-FACTS §3.1, §3.2), or null for any
 * other type. `labelId` is the id of the field's group label.
 */
export function renderAddonField(form: FormDefinition, field: FieldDefinition, idPrefix: string, labelId: string, paragraph: RenderParagraph, kept?: KeptValue): string | null {
  const required = field.rules?.required === true;
  switch (field.type) {
    case 'rating': {
      const style = field.settings?.style ?? 0;
      // Without scripts the stars are radio buttons, one per value, so the rating can be given and
      // sent; the rating module turns them into the add-on's stars and hidden input.
      const stars = STARS.map(
        (value) =>
          // The star is a span (the module makes it the radio); the label inside makes the glyph a click target without scripts.
          `<span${attributes({ class: 'eacf7-rating-star', 'data-value': value })}><label>` +
          `<input${attributes({ type: 'radio', class: 'eacf7-rating-choice', name: field.name, value, 'aria-label': `${value} of ${STARS.length} stars`, checked: kept === String(value) })}>` +
          `<span aria-hidden="true">★</span></label></span>`,
      ).join('');
      return `<div${attributes({ class: `wpcf7-form-control eacf7-rating style-${style}`, id: `${idPrefix}-${field.name}-rating`, 'data-style': style, 'data-default': 0, role: 'radiogroup', 'aria-labelledby': labelId, 'aria-required': required ? 'true' : undefined })}>${stars}</div><div class="rating-message"></div>`;
    }
    case 'digital_signature': {
      const { width, height } = readSignatureSize(form);
      // Switched off, the module leaves the markup as it is: nothing to wait for.
      const waits = signaturePadOn(form.settings.DigitalSignature) ? AWAITS_MODULE_ATTRIBUTE : 'hidden';
      // The pad and its buttons need the signature module: they wait for it, their room kept (the module
      // shows them at the same size). The typed name signs without it (the server accepts it when no
      // drawing is posted).
      const typedName = allowsTypedName(form)
        ? `<label class="signature-typed-name">Or type your name to sign <input${attributes({ type: 'text', name: `${field.name}${SIGNATURE_TYPED_NAME_SUFFIX}`, autocomplete: 'name', maxlength: SIGNATURE_TYPED_NAME_MAX, value: typeof kept === 'string' ? kept : undefined })}></label>`
        : '';
      return (
        `<span${attributes({ class: 'cf7-digital-signature', 'data-id': form.id, 'data-name': field.name, role: 'group', 'aria-labelledby': labelId })}>` +
        `<span class="signature-pad" ${waits}><canvas${attributes({ width, height })}></canvas></span>` +
        `<span class="signature-controls" ${waits}><button type="button" class="clear-signature">Clear</button><button type="button" class="undo-signature">Undo</button></span>` +
        typedName +
        `<span class="signature-status" role="status"></span>` +
        `<input${attributes({ type: 'hidden', name: field.name, value: '', class: 'wpcf7-form-control wpcf7-digital_signature', 'aria-required': required ? 'true' : undefined })}>` +
        `</span>`
      );
    }
    case 'image_choice': {
      const multiple = field.settings?.multiple === true;
      const items = (field.options ?? [])
        .map((option) => {
          const image = field.settings?.images?.[option];
          const input = attributes({ type: multiple ? 'checkbox' : 'radio', name: multiple ? `${field.name}[]` : field.name, value: option });
          return `<label${attributes({ class: 'image-choice-item', 'data-value': option })}><input${input}>${image ? `<img${attributes({ src: image, alt: '' })}>` : ''}<span class="image-choice-label">${escapeHtml(option)}</span></label>`;
        })
        .join('');
      return `<div class="wpcf7-form-control eacf7-image-choice"><div${attributes({ class: 'image-choice-wrap grid', 'data-multiple': multiple ? 1 : 0, role: multiple ? 'group' : 'radiogroup', 'aria-labelledby': labelId })}>${items}</div></div>`;
    }
    case 'product_dropdown': {
      const multiple = field.settings?.multiple === true;
      const name = multiple ? `${field.name}[]` : field.name;
      if (field.settings?.layout === 'grid') {
        const items = (field.options ?? []).map((option) => `<label class="grid_item"><input${attributes({ type: multiple ? 'checkbox' : 'radio', name, value: option })}><p>${escapeHtml(option)}</p></label>`).join('');
        return `<span class="eacf7-product-dropdown"><span${attributes({ class: 'eacf7-product-grid', role: multiple ? 'group' : 'radiogroup', 'aria-labelledby': labelId })}>${items}</span></span>`;
      }
      const placeholder = multiple ? '' : '<option value="">—Please choose a product—</option>';
      const options = (field.options ?? []).map((option) => `<option${attributes({ value: option })}>${escapeHtml(option)}</option>`).join('');
      return `<span class="eacf7-product-dropdown"><select${attributes({ class: 'wpcf7-form-control wpcf7-product_dropdown', name, multiple: multiple ? 'multiple' : undefined, 'data-layout': 'dropdown', 'aria-required': required ? 'true' : undefined })}>${placeholder}${options}</select></span>`;
    }
    case 'rich_text':
      return `<textarea${attributes({ class: 'wpcf7-form-control wpcf7-textarea eacf7-rich-text', id: `${idPrefix}-${field.name}`, name: field.name, cols: 40, rows: 8, 'aria-labelledby': labelId, 'aria-required': required ? 'true' : undefined })}></textarea>`;
    case 'repeater':
      return repeater(form, field, labelId, paragraph);
    default:
      return null;
  }
}

/** Names in an item's markup given their `__n` suffix (the add-on numbers items from 1). */
function numbered(html: string, names: readonly string[], n: number): string {
  return names.reduce((out, name) => out.replaceAll(`name="${name}"`, `name="${name}__${n}"`).replaceAll(`name="${name}[]"`, `name="${name}__${n}[]"`), html);
}

function repeater(form: FormDefinition, field: FieldDefinition, labelId: string, paragraph: RenderParagraph): string {
  const subFields = form.fields.filter((candidate) => candidate.repeater === field.name);
  const item = `<div class="eacf7-repeater-item">${subFields.map(paragraph).join('')}<div class="eacf7-repeater-item-actions"><button type="button" class="eacf7-repeater-item-remove" hidden>Remove</button></div></div>`;
  const limit = field.settings?.limit;
  return (
    `<div${attributes({ class: 'wpcf7-form-control eacf7-repeater', role: 'group', 'aria-labelledby': labelId, 'data-limit': limit ? 1 : 0, 'data-limit-count': limit })}>` +
    // The pristine item new ones are copied from; a template is inert, so nothing mounts on it.
    `<template class="eacf7-repeater-template">${item}</template>` +
    numbered(item, subFields.map((sub) => sub.name), 1) +
    `<div class="eacf7-repeater-add"><button type="button" class="eacf7-repeater-item-add">Add another</button></div>` +
    `<input${attributes({ type: 'hidden', class: 'eacf7-repeater-count', name: field.name, value: 1 })}>` +
    `</div>`
  );
}
