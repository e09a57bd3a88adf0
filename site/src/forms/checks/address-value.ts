import { isIsoCountryCode } from '@cms-mf/shared-contracts/fields';
import { ADDRESS_PARTS, type AddressPart } from '../../cms/address-parts';
import type { FieldDefinition } from '../../cms/form-definition';
import { FIELD_MESSAGES } from './field-messages';
import type { PostedValue } from './field-validation';

/** Parts a required address must have unless the field's `required_fields` names others: line 2 and the state are optional in many countries. */
const DEFAULT_REQUIRED_PARTS: readonly AddressPart[] = ['line1', 'city', 'zip', 'country'];

/** The parts this field requires: none unless the field is required, then its `required_fields` or the default. */
export function requiredAddressParts(field: FieldDefinition): readonly AddressPart[] {
  if (field.rules?.required !== true) return [];
  return field.settings?.required_fields ?? DEFAULT_REQUIRED_PARTS;
}
const PART_MAX_LENGTH = 200;

/** The posted parts of an address field, trimmed; parts not posted or empty are left out. */
export function addressValue(name: string, values: Readonly<Record<string, PostedValue>>): Partial<Record<AddressPart, string>> {
  const address: Partial<Record<AddressPart, string>> = {};
  for (const part of ADDRESS_PARTS) {
    const posted = values[`${name}_${part}`];
    if (typeof posted === 'string' && posted.trim() !== '') address[part] = posted.trim();
  }
  return address;
}

/** Why the posted address is refused, or null: required parts present, each short, the country an ISO code. */
export function addressProblem(field: FieldDefinition, values: Readonly<Record<string, PostedValue>>): string | null {
  for (const part of ADDRESS_PARTS) {
    const posted = values[`${field.name}_${part}`];
    if (posted !== undefined && typeof posted !== 'string') return FIELD_MESSAGES.tooManyValues;
  }
  const address = addressValue(field.name, values);
  if (Object.values(address).some((text) => [...text].length > PART_MAX_LENGTH)) return FIELD_MESSAGES.tooLong;
  if (address.country !== undefined && !isIsoCountryCode(address.country)) return FIELD_MESSAGES.choice;
  if (requiredAddressParts(field).some((part) => address[part] === undefined)) return FIELD_MESSAGES.required;
  return null;
}
