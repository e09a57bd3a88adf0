import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import index from './metadata/index-data';
import { countriesOf, groupsFor, mergedMetadata, type MetadataGroup, type MetadataPart } from './metadata/subset';
import { maxPhoneDigits } from './phone-length';
import type { PhoneLibrary } from './phone-rules';

/** The phone library with the metadata loaded so far: it reads a number only once its groups are there. */
export interface LoadedPhoneLibrary extends PhoneLibrary {
  /** Whether the metadata `text` needs as a number of `country` is loaded. */
  covers(text: string, country: string): boolean;
  /** Strict mode's cap: the most digits `text` may hold as a number of `country` (phone-length.ts). */
  maxDigits(text: string, country: string): number | undefined;
}

/** The library, and what phone-library.ts feeds it. */
export interface PhoneCore {
  readonly library: LoadedPhoneLibrary;
  /** The metadata groups `text` needs as a number of `country`. */
  groupsFor(text: string, country: string): MetadataGroup[];
  add(group: MetadataGroup, part: MetadataPart): void;
}

type Parse = PhoneLibrary['parsePhoneNumberFromString'];
type CountryCode = Parameters<PhoneLibrary['getCountryCallingCode']>[0];

/**
 * libphonenumber-js's core functions on the index of calling codes and the
 * `/max` groups loaded so far: the same answers as `libphonenumber-js/max` for
 * every number whose groups are loaded (metadata/subset.ts); a number whose
 * groups are not is not read (undefined), never misread.
 */
export function createPhoneLibrary(): PhoneCore {
  const parts = new Map<MetadataGroup, MetadataPart>();
  let metadata = mergedMetadata(index, []);
  const covers = (text: string, country: string) => groupsFor(index, text, country).every((group) => parts.has(group));
  const countries = countriesOf(index) as CountryCode[];
  const callingCodes = new Map(Object.entries(index.country_calling_codes).flatMap(([code, regions]) => regions.map((region) => [region, code] as const)));
  const parse = ((text: string, options?: { defaultCountry?: string }) => {
    if (!covers(text, options?.defaultCountry ?? '')) return undefined;
    return parsePhoneNumberFromString(text, options as Parameters<typeof parsePhoneNumberFromString>[1], metadata);
  }) as Parse;
  const library: LoadedPhoneLibrary = {
    parsePhoneNumberFromString: parse,
    getCountries: () => countries,
    getCountryCallingCode: ((country: CountryCode) => {
      const code = callingCodes.get(country);
      if (!code) throw new TypeError(`Unknown country: ${country}`);
      return code;
    }) as PhoneLibrary['getCountryCallingCode'],
    covers,
    maxDigits: (text, country) => (covers(text, country) ? maxPhoneDigits(metadata, text, country) : undefined),
  };
  return {
    library,
    groupsFor: (text, country) => groupsFor(index, text, country),
    add(group, part) {
      parts.set(group, part);
      metadata = mergedMetadata(index, [...parts.values()]);
    },
  };
}
