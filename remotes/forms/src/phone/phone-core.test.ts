import * as max from 'libphonenumber-js/max';
import full from 'libphonenumber-js/metadata.max.json';
import { METADATA_GROUPS, callingCodeInText, groupsFor, metadataGroup, metadataIndex, type FullMetadata } from './metadata/subset';
import { createPhoneLibrary } from './phone-core';
import { readPhone } from './phone-rules';

const metadata = full as unknown as FullMetadata;
const index = metadataIndex(metadata);

test('every country and non-geographic code of the full metadata is in exactly one group', () => {
  const parts = METADATA_GROUPS.map((group) => metadataGroup(metadata, group));
  const countries = parts.flatMap((part) => Object.keys(part.countries));
  expect(countries.sort()).toEqual(Object.keys(metadata.countries).sort());
  expect(parts.flatMap((part) => Object.keys(part.nonGeographic)).sort()).toEqual(Object.keys(metadata.nonGeographic ?? {}).sort());
});

test('a number needs the group of its country and of the calling code it starts with', () => {
  expect(callingCodeInText(index, '+44 20 7946 0958')).toBe('44');
  expect(callingCodeInText(index, '+1 (201) 555-0123')).toBe('1');
  expect(callingCodeInText(index, '+880 1812-345678')).toBe('880');
  expect(callingCodeInText(index, '020 7946 0958')).toBeUndefined();
  expect(callingCodeInText(index, '+800 1234 5678')).toBe('800');
  expect(groupsFor(index, '020 7946 0958', 'GB')).toEqual(['2']);
  expect(groupsFor(index, '+49 30 901820', 'US')).toEqual(['1', '2']);
  expect(groupsFor(index, '', 'KZ')).toEqual(['5']);
});

test.each([
  ['US', '(201) 555-0123'],
  ['US', '(201) 555-01'],
  ['GB', '020 7946 0958'],
  ['GB', '07700 900123'],
  ['DE', '030 901820'],
  ['FR', '06 12 34 56 78'],
  ['IN', '98765 43210'],
  ['BR', '(11) 91234-5678'],
  ['JP', '090-1234-5678'],
  ['KZ', '+7 701 123 4567'],
  ['US', '+44 7700 900123'],
  ['US', '+1 555 555 5555'],
  ['DE', '+800 1234 5678'],
])('with its groups loaded, %s %s reads as libphonenumber-js/max reads it', (country, text) => {
  const core = createPhoneLibrary();
  for (const group of core.groupsFor(text, country)) core.add(group, metadataGroup(metadata, group));
  expect(core.library.covers(text, country)).toBe(true);
  expect(readPhone(core.library, text, country)).toEqual(readPhone(max, text, country));
});

test('a number whose group is not loaded is not read (never misread), and the country list is complete at once', () => {
  const core = createPhoneLibrary();
  core.add('1', metadataGroup(metadata, '1'));
  expect(core.library.covers('+44 7700 900123', 'US')).toBe(false);
  expect(core.library.parsePhoneNumberFromString('+44 7700 900123', { defaultCountry: 'US' })).toBeUndefined();
  expect([...core.library.getCountries()].sort()).toEqual([...max.getCountries()].sort());
  expect(core.library.getCountryCallingCode('GB')).toBe('44');
});
