import { BOGON_RANGES, COUNTRY_RANGES } from './country-ranges';
import { inRange, type IpAddress } from './ip-address';

/** What the lookup knows of an address. */
export interface CountryLookup {
  readonly country: string;
  /** True for addresses not on the public internet (loopback, private…), as the lookup service marks them. */
  readonly bogon: boolean;
}

/** The country of an address from the range table; the default for bogons and unknown addresses. */
export function lookupCountry(address: IpAddress, defaultCountry: string): CountryLookup {
  if (BOGON_RANGES.some((range) => inRange(address, range))) return { country: defaultCountry, bogon: true };
  const known = COUNTRY_RANGES.find(({ range }) => inRange(address, range));
  return { country: known?.country ?? defaultCountry, bogon: false };
}

/** A two-letter country code in upper case, or null. */
export function parseCountryCode(text: string): string | null {
  return /^[A-Za-z]{2}$/.test(text.trim()) ? text.trim().toUpperCase() : null;
}
