import { at, number, oneOf, onlyKeys, optionalBoolean, record, refuse, text, type Where } from '../cms/check';

/**
 * Type-specific settings of an add-on field in the catalogue (`fields[i].settings`),
 * the options the add-on's form-tags carry: the rating's style, a choice's
 * images and whether several may be chosen, a product list's layout, a
 * repeater's item limit.
 */
export interface FieldSettings {
  /** `rating`: the add-on's style 0–3; style 3 shows a message per value. @default 0 */
  readonly style?: number;
  /** `image_choice`, `product_dropdown`: several choices allowed. @default false */
  readonly multiple?: boolean;
  /** `image_choice`: each option's image, a site path (`/media/…`) or an https URL. */
  readonly images?: Readonly<Record<string, string>>;
  /** `product_dropdown`: a native select (`dropdown`) or clickable products (`grid`). @default 'dropdown' */
  readonly layout?: 'dropdown' | 'grid';
  /** `repeater`: at most this many items (`data-limit-count`); none when absent. */
  readonly limit?: number;
}

const KEYS_BY_TYPE: Readonly<Record<string, readonly string[]>> = {
  rating: ['style'],
  image_choice: ['multiple', 'images'],
  product_dropdown: ['multiple', 'layout'],
  repeater: ['limit'],
};

/** Image addresses a page may show: this site's paths or https, nothing a browser would run. */
const IMAGE_URL = /^(?:\/(?!\/)[A-Za-z0-9._~/-]+|https:\/\/[A-Za-z0-9.-]+(?::\d+)?\/[A-Za-z0-9._~/%-]*)$/;

export function parseFieldSettings(value: unknown, type: string, where: Where, options: readonly string[] | undefined): FieldSettings {
  const keys = KEYS_BY_TYPE[type];
  if (!keys) refuse(where, `is not used by a ${type} field`);
  const raw = record(value, where);
  onlyKeys(raw, keys, where);
  const settings: { -readonly [K in keyof FieldSettings]: FieldSettings[K] } = {};
  const upTo = (key: string, max: number) => {
    const value = number(raw[key], at(where, key), { min: key === 'style' ? 0 : 1, integer: true });
    return value <= max ? value : refuse(at(where, key), `must be at most ${max}`);
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
  return settings;
}
