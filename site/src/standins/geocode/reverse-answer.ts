import type { Place } from './places';

/** Shown in `licence`: the answers come from the stand-in's table, not from OpenStreetMap. */
export const STANDIN_LICENCE = 'Stand-in data: nearest of a built-in table of places (Nominatim answer shape).';

/**
 * A reverse-geocoding answer in Nominatim's shape: `lat`/`lon` as strings of
 * the place found (not of the query), the settlement under its kind's key,
 * and `country_code` in lower case. `jsonv2` names `class` `category`, as the
 * geocoder does.
 */
export function reverseAnswer(place: Place, placeId: number, format: 'json' | 'jsonv2'): Record<string, unknown> {
  const address: Record<string, string> = { [place.kind]: place.name };
  if (place.state !== undefined) address.state = place.state;
  address.postcode = place.postcode;
  address.country = place.country;
  address.country_code = place.countryCode;
  const displayName = [place.name, place.state, place.postcode, place.country].filter((part) => part !== undefined).join(', ');
  const box = (value: number) => [(value - 0.05).toFixed(7), (value + 0.05).toFixed(7)];
  return {
    place_id: placeId,
    licence: STANDIN_LICENCE,
    osm_type: 'node',
    osm_id: placeId,
    lat: place.lat.toFixed(7),
    lon: place.lon.toFixed(7),
    [format === 'jsonv2' ? 'category' : 'class']: 'place',
    type: place.kind,
    addresstype: place.kind,
    name: place.name,
    display_name: displayName,
    address,
    boundingbox: [...box(place.lat), ...box(place.lon)],
  };
}
