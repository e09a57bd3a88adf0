export { createGeocodeRoutes } from './geocode-routes';
export { PLACES } from './places';
export type { Place } from './places';
