import type { Place } from './places';

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine; exact enough for picking the nearest of a few dozen places). */
export function greatCircleKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = radians(lat2 - lat1);
  const dLon = radians(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The place nearest to a point; the table is never empty. */
export function nearestPlace(places: readonly Place[], lat: number, lon: number): Place {
  let best = places[0] as Place;
  let bestKm = Infinity;
  for (const candidate of places) {
    const km = greatCircleKm(lat, lon, candidate.lat, candidate.lon);
    if (km < bestKm) {
      best = candidate;
      bestKm = km;
    }
  }
  return best;
}
