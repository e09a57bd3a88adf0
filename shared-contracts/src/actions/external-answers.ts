import type { CloudDriveFile } from '../settings/forms/uploaded-file';
import { expectHttpUrl, expectId, expectNonEmptyString, expectNumber, expectRecord } from './expect';

/**
 * Answers of the calls the form add-on makes outside the CMS (forms-addon.md §7
 * "External calls", §4 cloud-drive uploads). They never go through the ajax client.
 */

/**
 * The drive's file resource after the last chunk of a resumable upload. The
 * drive sends `size` as an int64 string; it becomes a number.
 */
export function parseCloudDriveFile(data: unknown): CloudDriveFile {
  const where = 'cloud drive upload:';
  const file = expectRecord(data, `${where} answer`);
  return {
    id: expectId(file.id, `${where} id`),
    name: expectNonEmptyString(file.name, `${where} name`),
    size: expectNumber(file.size, `${where} size`),
    iconLink: expectHttpUrl(file.iconLink, `${where} iconLink`),
    webViewLink: expectHttpUrl(file.webViewLink, `${where} webViewLink`),
  };
}

/** The address parts the autofill uses from a reverse-geocoding answer. */
export interface ReverseGeocodeAddress {
  readonly city?: string;
  readonly state?: string;
  readonly postcode?: string;
  /** ISO 3166-1 alpha-2, upper case (the service answers lower case). */
  readonly country_code?: string;
}

/**
 * Reads `address.{city,state,postcode,country_code}` of a Nominatim-style
 * answer. Missing parts stay undefined (a rural point has no city); only a
 * missing `address` object is an error. Towns and villages stand in for the
 * city, as the service reports small places under those keys.
 */
export function parseReverseGeocode(data: unknown): ReverseGeocodeAddress {
  const answer = expectRecord(data, 'reverse geocoding: answer');
  const address = expectRecord(answer.address, 'reverse geocoding: address');
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
  const result: { city?: string; state?: string; postcode?: string; country_code?: string } = {};
  const city = text(address.city) ?? text(address.town) ?? text(address.village);
  if (city) result.city = city;
  const state = text(address.state);
  if (state) result.state = state;
  const postcode = text(address.postcode);
  if (postcode) result.postcode = postcode;
  const country = text(address.country_code);
  if (country) result.country_code = country.toUpperCase();
  return result;
}

