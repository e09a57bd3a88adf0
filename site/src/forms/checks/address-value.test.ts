import type { FieldDefinition } from '../../cms/form-definition';
import { FIELD_MESSAGES } from './field-messages';
import { addressProblem, requiredAddressParts } from './address-value';

const field = (extra: Partial<FieldDefinition>): FieldDefinition => ({ name: 'home', type: 'address', label: 'Home', ...extra }) as FieldDefinition;
const posted = (parts: Record<string, string>) => Object.fromEntries(Object.entries(parts).map(([part, value]) => [`home_${part}`, value]));

test('an optional address requires no part', () => {
  expect(requiredAddressParts(field({}))).toEqual([]);
  expect(addressProblem(field({}), posted({ city: 'Brighton' }))).toBeNull();
});

test('a required address needs line 1, city, postcode and country unless required_fields names others', () => {
  const required = field({ rules: { required: true } });
  expect(addressProblem(required, posted({ line1: '1 Harbour Road', city: 'Brighton', zip: 'BN1 1AA' }))).toBe(FIELD_MESSAGES.required);
  expect(addressProblem(required, posted({ line1: '1 Harbour Road', city: 'Brighton', zip: 'BN1 1AA', country: 'GB' }))).toBeNull();
  const cityAndCountry = field({ rules: { required: true }, settings: { required_fields: ['city', 'country'] } });
  expect(addressProblem(cityAndCountry, posted({ city: 'Brighton', country: 'GB' }))).toBeNull();
  expect(addressProblem(cityAndCountry, posted({ line1: '1 Harbour Road', zip: 'BN1 1AA', country: 'GB' }))).toBe(FIELD_MESSAGES.required);
  const withState = field({ rules: { required: true }, settings: { required_fields: ['line1', 'state'] } });
  expect(addressProblem(withState, posted({ line1: '1 Harbour Road' }))).toBe(FIELD_MESSAGES.required);
});

test('a blank part counts as missing, and the country must be an ISO code', () => {
  const required = field({ rules: { required: true }, settings: { required_fields: ['city'] } });
  expect(addressProblem(required, posted({ city: '   ' }))).toBe(FIELD_MESSAGES.required);
  expect(addressProblem(required, posted({ city: 'Brighton', country: 'XX' }))).toBe(FIELD_MESSAGES.choice);
});
