import { GEO_MESSAGES, geolocationMessage, reverseGeocodeUrl } from './reverse-geocode';

test('asks for one point, in the format the address reads', () => {
  expect(reverseGeocodeUrl('https://geo.example/standins/geocode', 50.8225, -0.1372)).toBe('https://geo.example/standins/geocode/reverse?format=json&lat=50.822500&lon=-0.137200');
});

test('says why a location could not be used', () => {
  expect(geolocationMessage(1)).toBe(GEO_MESSAGES.denied);
  expect(geolocationMessage(2)).toBe(GEO_MESSAGES.unavailable);
  expect(geolocationMessage(3)).toBe(GEO_MESSAGES.unavailable);
});
