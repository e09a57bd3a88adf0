import { FILLED_PARTS, GEO_MESSAGES, geolocationMessage, reverseGeocodeUrl } from './reverse-geocode';

test('asks for one point, in the format the address reads', () => {
  expect(reverseGeocodeUrl('https://geo.example/standins/geocode', 50.8225, -0.1372)).toBe('https://geo.example/standins/geocode/reverse?format=json&lat=50.822500&lon=-0.137200');
});

test('fills city, state, zip and country from city, state, postcode and country_code', () => {
  expect(FILLED_PARTS.map(({ from, field }) => `${from}->${field}`)).toEqual(['city->city', 'state->state', 'postcode->zip', 'country_code->country']);
});

test('says why a location could not be used', () => {
  expect(geolocationMessage(1)).toBe(GEO_MESSAGES.denied);
  expect(geolocationMessage(2)).toBe(GEO_MESSAGES.unavailable);
  expect(geolocationMessage(3)).toBe(GEO_MESSAGES.unavailable);
});
