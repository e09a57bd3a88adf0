import { type InputMaskType, INPUT_MASK_TYPES, parseDateTimeLimit, parseSubmittedDateTime } from '@cms-mf/shared-contracts/fields';
import { ADDRESS_PARTS, type AddressPart } from './address-parts';
import { at, list, number, oneOf, onlyKeys, optionalBoolean, optionalNumber, record, refuse, text, type Where } from './check';

/**
 * A field's own settings in the catalogue (`fields[i].settings`), the options
 * the add-on's form-tags carry: the date-time picker's format and limits, the
 * range slider's step, the mask type, the address autofill, the rating's style,
 * a choice's images and whether several may be chosen, a product list's layout,
 * a repeater's item limit. The site prints them into the field's markup and
 * checks posted values against them.
 */
export interface FieldSettings {
  /** `rating`: the add-on's style 0–3; style 3 shows a message per value. `range_slider`: 2 adds a value bubble over the handle, 3 the value on the handle and labels under the track. @default 0 */
  readonly style?: number;
  /** `image_choice`, `product_dropdown`: several choices allowed. @default false */
  readonly multiple?: boolean;
  /** `image_choice`: each option's image, a site path (`/media/…`) or an https URL. */
  readonly images?: Readonly<Record<string, string>>;
  /** `product_dropdown`: a native select (`dropdown`) or clickable products (`grid`). @default 'dropdown' */
  readonly layout?: 'dropdown' | 'grid';
  /** `repeater`: at most this many items (`data-limit-count`); none when absent. */
  readonly limit?: number;
  /** range_slider: the step between values. @default 1 */
  readonly step?: number;
  /** range_slider: the value before the visitor moves it. @default the middle, as the browser's */
  readonly default?: number;
  /** date_time: PHP date format shown to the visitor. @default 'Y-m-d h:i A' */
  readonly format?: string;
  /** date_time: earliest value, `YYYY-MM-DD`, `YYYY-MM-DD HH:MM` or `HH:MM`. */
  readonly min?: string;
  /** date_time: latest value; a date alone includes that whole day. */
  readonly max?: string;
  /** date_time: weekdays that cannot be picked, 0 = Sunday … 6 = Saturday. */
  readonly exclude_days?: readonly number[];
  /** date_time: single dates (`YYYY-MM-DD`) that cannot be picked. */
  readonly exclude_dates?: readonly string[];
  /** mask_input: which of the add-on's masks. */
  readonly mask?: InputMaskType;
  /** address: offer "Use my location" (browser geolocation, then reverse geocoding). @default false */
  readonly autocomplete?: boolean;
  /** address: the parts a required address must have (the tag's `required_fields`). @default line1, city, zip, country */
  readonly required_fields?: readonly AddressPart[];
  /** range_slider style 3: the labels shown under the track, evenly spaced. */
  readonly labels?: readonly string[];
}

/** Which settings each field type takes; any other key is a typo the start refuses. */
const KEYS_BY_TYPE: Readonly<Record<string, readonly (keyof FieldSettings)[]>> = {
  range_slider: ['step', 'default', 'style', 'labels'],
  date_time: ['format', 'min', 'max', 'exclude_days', 'exclude_dates'],
  mask_input: ['mask'],
  address: ['autocomplete', 'required_fields'],
  rating: ['style'],
  image_choice: ['multiple', 'images'],
  product_dropdown: ['multiple', 'layout'],
  repeater: ['limit'],
};

/** Image addresses a page may show: this site's paths or https, nothing a browser would run. */
const IMAGE_URL = /^(?:\/(?!\/)[A-Za-z0-9._~/-]+|https:\/\/[A-Za-z0-9.-]+(?::\d+)?\/[A-Za-z0-9._~/%-]*)$/;

/** PHP date tokens and the separators a format may use; no HTML-significant characters. */
const FORMAT_PATTERN = /^[djDlNwmnMFYyaAgGhHis \-/.,:]{1,40}$/;

/** A slider label: short plain text; `|` separates labels in the markup's `labels` attribute. */
const SLIDER_LABEL = /^[^|<>]{1,24}$/;

/** Types that cannot work without settings, and the setting they need. */
const REQUIRED: Readonly<Record<string, keyof FieldSettings>> = { mask_input: 'mask' };

/** A field's `settings`, checked against its type (and a choice's images against its `options`); undefined when it has none (and needs none). */
export function parseFieldSettings(value: unknown, type: string, where: Where, options?: readonly string[]): FieldSettings | undefined {
  const needed = REQUIRED[type];
  if (value === undefined) {
    if (needed) refuse(at(where, needed), `is required for a ${type} field`);
    return undefined;
  }
  const raw = record(value, where);
  const keys = KEYS_BY_TYPE[type];
  if (!keys) refuse(where, `is not taken by ${type} fields (only by ${Object.keys(KEYS_BY_TYPE).join(', ')})`);
  onlyKeys(raw, keys, where);
  const settings: { -readonly [K in keyof FieldSettings]: FieldSettings[K] } = {};
  if (raw.step !== undefined) {
    settings.step = number(raw.step, at(where, 'step'));
    if (settings.step <= 0) refuse(at(where, 'step'), 'must be above 0');
  }
  settings.default = optionalNumber(raw.default, at(where, 'default'));
  if (raw.format !== undefined) settings.format = text(raw.format, at(where, 'format'), FORMAT_PATTERN);
  for (const key of ['min', 'max'] as const) {
    if (raw[key] === undefined) continue;
    const limit = text(raw[key], at(where, key));
    if (!parseDateTimeLimit(limit)) refuse(at(where, key), 'must be YYYY-MM-DD, YYYY-MM-DD HH:MM or HH:MM');
    settings[key] = limit;
  }
  if (raw.exclude_days !== undefined) {
    settings.exclude_days = list(raw.exclude_days, at(where, 'exclude_days')).map((day, i) => {
      const n = number(day, at(at(where, 'exclude_days'), i), { min: 0, integer: true });
      if (n > 6) refuse(at(at(where, 'exclude_days'), i), 'must be a weekday 0 (Sunday) to 6 (Saturday)');
      return n;
    });
  }
  if (raw.exclude_dates !== undefined) {
    settings.exclude_dates = list(raw.exclude_dates, at(where, 'exclude_dates')).map((date, i) => {
      const day = text(date, at(at(where, 'exclude_dates'), i));
      const parsed = parseSubmittedDateTime(day);
      if (!parsed?.date || parsed.time) refuse(at(at(where, 'exclude_dates'), i), 'must be a date YYYY-MM-DD');
      return day;
    });
  }
  if (raw.mask !== undefined) settings.mask = oneOf(raw.mask, INPUT_MASK_TYPES, at(where, 'mask'));
  settings.autocomplete = optionalBoolean(raw.autocomplete, at(where, 'autocomplete'));
  if (raw.required_fields !== undefined) {
    const parts = list(raw.required_fields, at(where, 'required_fields')).map((part, i) => oneOf(part, ADDRESS_PARTS, at(at(where, 'required_fields'), i)));
    if (parts.length === 0) refuse(at(where, 'required_fields'), 'must name at least one part (leave it out for the default)');
    settings.required_fields = [...new Set(parts)];
  }
  if (raw.labels !== undefined) {
    const labels = list(raw.labels, at(where, 'labels')).map((label, i) => text(label, at(at(where, 'labels'), i), SLIDER_LABEL));
    if (labels.length < 2 || labels.length > 11) refuse(at(where, 'labels'), 'must hold 2 to 11 labels');
    settings.labels = labels;
  }
  const upTo = (key: 'style' | 'limit', max: number) => {
    const n = number(raw[key], at(where, key), { min: key === 'style' ? 0 : 1, integer: true });
    return n <= max ? n : refuse(at(where, key), `must be at most ${max}`);
  };
  if (raw.style !== undefined) settings.style = upTo('style', 3);
  if (raw.multiple !== undefined) settings.multiple = optionalBoolean(raw.multiple, at(where, 'multiple'));
  if (raw.layout !== undefined) settings.layout = oneOf(raw.layout, ['dropdown', 'grid'] as const, at(where, 'layout'));
  if (raw.limit !== undefined) settings.limit = upTo('limit', 50);
  if (raw.images !== undefined) {
    const images = record(raw.images, at(where, 'images'));
    for (const [option, url] of Object.entries(images)) {
      if (!options?.includes(option)) refuse(at(at(where, 'images'), option), 'names no option of this field');
      text(url, at(at(where, 'images'), option), IMAGE_URL);
    }
    settings.images = images as Record<string, string>;
  }
  if (needed && settings[needed] === undefined) refuse(at(where, needed), `is required for a ${type} field`);
  return Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined)) as FieldSettings;
}
