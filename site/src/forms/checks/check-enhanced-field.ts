import {
  COLOUR_INVALID_MESSAGE,
  INPUT_MASKS,
  fitsMask,
  isHexColour,
  isIsoCountryCode,
  maskMessage,
} from '@cms-mf/shared-contracts/fields';
import type { FieldDefinition } from '../../cms/form-definition';
import { addressProblem } from './address-value';
import { dateTimeFieldProblem } from './date-time-rule';
import { FIELD_MESSAGES } from './field-messages';
import { type PostedValue, validateField } from './field-validation';
import { phoneProblem } from './phone-rule';
import { rangeProblem } from './range-rule';

/** The value rule of each enhanced field type, run on a present, single value once the generic rules pass. */
const VALUE_RULES: Readonly<Record<string, (value: string, field: FieldDefinition) => string | null>> = {
  phone: (value) => phoneProblem(value),
  range_slider: (value, field) => rangeProblem(value, field),
  date_time: (value, field) => dateTimeFieldProblem(value, field.settings),
  mask_input: (value, field) => {
    const type = field.settings?.mask;
    return type && !fitsMask(value, INPUT_MASKS[type], type) ? maskMessage(INPUT_MASKS[type]) : null;
  },
  color_picker: (value) => (isHexColour(value) ? null : COLOUR_INVALID_MESSAGE),
  country_list: (value) => (isIsoCountryCode(value) ? null : FIELD_MESSAGES.choice),
};

/**
 * Checks the enhanced field types as the add-on does on submit (phone
 * precisely valid, slider within bounds and on its step, date within its
 * limits, mask shape, colour format, a listed country, an address's parts).
 * Returns the reason, null when the value passes, or undefined for other
 * types, which the generic rules judge.
 */
export function checkEnhancedField(field: FieldDefinition, values: Readonly<Record<string, PostedValue>>): string | null | undefined {
  if (field.type === 'address') return addressProblem(field, values);
  const rule = VALUE_RULES[field.type];
  if (!rule) return undefined;
  const posted = Object.hasOwn(values, field.name) ? values[field.name] : undefined;
  // The phone's own message says more than CF7's generic telephone one.
  const generic = validateField(field.type === 'phone' ? { ...field, type: 'text', rules: { ...field.rules, tel: false } } : field, posted);
  if (generic || typeof posted !== 'string' || posted.trim() === '') return generic;
  return rule(posted.trim(), field);
}
