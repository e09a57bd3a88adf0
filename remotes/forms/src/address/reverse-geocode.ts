import { type ReverseGeocodeAddress, parseReverseGeocode } from '@cms-mf/shared-contracts/actions';

/** The one reverse-geocoding request of an autofill: Nominatim's `/reverse` (forms-addon.md §7). */
export function reverseGeocodeUrl(base: string, latitude: number, longitude: number): string {
  const url = new URL(`${base}/reverse`);
  url.searchParams.set('format', 'json');
  // Six decimals locate a door (11 cm); more would only look precise.
  url.searchParams.set('lat', latitude.toFixed(6));
  url.searchParams.set('lon', longitude.toFixed(6));
  return url.href;
}

/** Which address input each answer part fills (MARKUP-FACTS §3.1: `.field-city`, `.field-state`, `.field-zip`, `.field-country`). */
export const FILLED_PARTS: readonly { readonly from: keyof ReverseGeocodeAddress; readonly field: string }[] = [
  { from: 'city', field: 'city' },
  { from: 'state', field: 'state' },
  { from: 'postcode', field: 'zip' },
  { from: 'country_code', field: 'country' },
];

export async function reverseGeocode(base: string, latitude: number, longitude: number, signal: AbortSignal): Promise<ReverseGeocodeAddress> {
  const response = await fetch(reverseGeocodeUrl(base, latitude, longitude), { signal, credentials: 'omit', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`reverse geocoding answered ${response.status}`);
  return parseReverseGeocode(await response.json());
}

/** What the visitor reads after a lookup: short, and the reason when it failed. */
export const GEO_MESSAGES = {
  locating: 'Finding your location…',
  lookingUp: 'Looking up your address…',
  filled: 'Address filled in from your location. Please check it.',
  denied: 'Location access was denied. Please type your address.',
  unavailable: 'Your location could not be found. Please type your address.',
  unsupported: 'This browser cannot share your location. Please type your address.',
  lookupFailed: 'Your address could not be looked up. Please type it.',
} as const;

/** The message for a `GeolocationPositionError` code (1 denied, 2 unavailable, 3 timeout). */
export function geolocationMessage(code: number): string {
  return code === 1 ? GEO_MESSAGES.denied : GEO_MESSAGES.unavailable;
}
