import { greatCircleKm, nearestPlace } from './nearest-place';
import { PLACES } from './places';

test('great-circle distance matches a known one (Paris to London, ~344 km)', () => {
  expect(greatCircleKm(48.8566, 2.3522, 51.5074, -0.1278)).toBeCloseTo(343.5, 0);
  expect(greatCircleKm(10, 20, 10, 20)).toBe(0);
});

test('the nearest place wins across the antimeridian', () => {
  // 179.9°E, -36.8 is far from Auckland in longitude degrees but nearest on the sphere.
  expect(nearestPlace(PLACES, -36.8, 179.9).name).toBe('Auckland');
  expect(nearestPlace(PLACES, -36.8, -179.9).name).toBe('Auckland');
});
