import {
  DEFAULT_DATE_TIME_FORMAT,
  INPUT_MASKS,
  ISO_COUNTRY_CODES,
  countryName,
  formatPhpDate,
  maskPlaceholder,
} from '@cms-mf/shared-contracts/fields';
import type { FieldDefinition } from '../../cms/form-definition';
import { attributes, escapeHtml } from '../../html/escape-html';
import { ADDRESS_PARTS, type AddressPart } from '../../cms/address-parts';
import { requiredAddressParts } from '../checks/address-value';
import { rangeOf } from '../checks/range-rule';

/** The language the server names countries in; the country fields rename them in the page's language. */
const SERVER_LOCALE = 'en';

const PART_LABELS: Readonly<Record<AddressPart, string>> = {
  line1: 'Address line 1', line2: 'Address line 2', city: 'City', state: 'State / Province', zip: 'ZIP / Postal code', country: 'Country',
};
const PART_AUTOCOMPLETE: Readonly<Record<AddressPart, string>> = {
  line1: 'address-line1', line2: 'address-line2', city: 'address-level2', state: 'address-level1', zip: 'postal-code', country: 'country',
};

type Common = Readonly<Record<string, string | undefined>>;

/**
 * Markup of the enhanced field types, as the add-on prints them (MARKUP-FACTS
 * §3.1, §3.2; shared-contracts/MARKUP.md), each inside CF7's wrap: the page
 * works without scripts, and the forms remote enhances it. Returns null for
 * other types. `controlClass` is CF7's class list for a base type.
 */
export function renderEnhancedField(field: FieldDefinition, common: Common, idPrefix: string, controlClass: (base: string) => string): string | null {
  const wrap = (inner: string, extraClass = '') => `<span class="wpcf7-form-control-wrap${extraClass}"${attributes({ 'data-name': field.name })}>${inner}</span>`;
  const settings = field.settings ?? {};
  switch (field.type) {
    case 'phone':
      return wrap(`<input${attributes({ type: 'tel', size: 40, class: `${controlClass('tel')} eacf7-phone`, 'data-validation': 1, autocomplete: 'tel', placeholder: field.placeholder, value: '', ...common })}>`);
    case 'date_time': {
      const format = settings.format ?? DEFAULT_DATE_TIME_FORMAT;
      const example = formatPhpDate({ date: { year: 2025, month: 1, day: 31 }, time: { hour: 13, minute: 30 } }, format);
      return wrap(
        `<input${attributes({
          type: 'text', size: 40, class: `${controlClass('text')} eacf7-datetimepicker`, 'data-format': format, 'data-min': settings.min, 'data-max': settings.max,
          'data-exclude-days': settings.exclude_days?.join(','), 'data-exclude-dates': settings.exclude_dates?.join(','), autocomplete: 'off',
          placeholder: field.placeholder ?? example, value: '', ...common,
        })}>`,
      );
    }
    case 'range_slider': {
      const { min, max, step } = rangeOf(field);
      const value = settings.default ?? min + Math.round((max - min) / 2 / step) * step;
      return wrap(
        `<input${attributes({ type: 'range', class: `${controlClass('range')} eacf7-range-slider`, min, max, step, value, 'data-style': settings.style ?? 0, labels: settings.labels?.join('|'), ...common, 'aria-required': undefined })}>` +
          `<span class="eacf7-range-slider-value">${escapeHtml(value)}</span>`,
      );
    }
    case 'country_list':
      return wrap(`<select${attributes({ class: `${controlClass('select')} eacf7-country-list`, autocomplete: 'country', ...common })}>${countryOptions()}</select>`, ' eacf7-country-list-wrap');
    case 'color_picker':
      return wrap(
        `<span class="eacf7-color-picker-wrap"><input${attributes({
          type: 'text', size: 10, maxlength: 7, class: `${controlClass('text')} eacf7-color-picker-input`, placeholder: '#rrggbb', pattern: '#[0-9A-Fa-f]{6}',
          autocomplete: 'off', spellcheck: 'false', value: '', ...common,
        })}></span>`,
      );
    case 'mask_input': {
      const type = settings.mask!;
      const placeholder = maskPlaceholder(INPUT_MASKS[type]);
      const numeric = !/[AS]/.test(INPUT_MASKS[type]);
      return wrap(
        `<input${attributes({
          type: 'text', size: 40, class: `${controlClass('text')} eacf7-mask-input`, 'data-mask-type': type, 'data-placeholder': placeholder, placeholder,
          inputmode: numeric ? 'numeric' : undefined, autocomplete: 'off', value: '', ...common,
        })}>`,
      );
    }
    case 'address':
      return wrap(address(field, idPrefix));
    default:
      return null;
  }
}

function countryOptions(selected = ''): string {
  const countries = ISO_COUNTRY_CODES.map((code) => ({ code, name: countryName(code, SERVER_LOCALE) })).sort((a, b) => a.name.localeCompare(b.name, SERVER_LOCALE));
  return (
    `<option value="">Select a country</option>` +
    countries.map(({ code, name }) => `<option${attributes({ value: code, selected: code === selected })}>${escapeHtml(name)}</option>`).join('')
  );
}

function address(field: FieldDefinition, idPrefix: string): string {
  const required = requiredAddressParts(field);
  const parts = ADDRESS_PARTS.map((part) => {
    const id = `${idPrefix}-${field.name}-${part}`;
    const partRequired = required.includes(part);
    const star = partRequired ? ' <span class="required" aria-hidden="true">*</span>' : '';
    const control = { id, name: `${field.name}_${part}`, autocomplete: PART_AUTOCOMPLETE[part], 'aria-required': partRequired ? 'true' : undefined };
    const input = part === 'country' ? `<select${attributes(control)}>${countryOptions()}</select>` : `<input${attributes({ type: 'text', ...control, value: '' })}>`;
    return `<div class="address-field field-${part}"><label${attributes({ for: id })}>${escapeHtml(PART_LABELS[part])}${star}</label>${input}</div>`;
  }).join('');
  return (
    `<div${attributes({ class: 'wpcf7-form-control eacf7-address', role: 'group', 'aria-labelledby': `${idPrefix}-${field.name}-label`, 'data-autocomplete': field.settings?.autocomplete ? 1 : undefined })}>` +
    `<div class="eacf7-address__fields">${parts}</div></div>`
  );
}
