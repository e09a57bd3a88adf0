import { Hono } from 'hono';
import { browserCors } from '../http/browser-cors';
import { nearestPlace } from './nearest-place';
import { PLACES } from './places';
import { reverseAnswer } from './reverse-answer';

const DECIMAL = /^[+-]?(\d{1,3}(\.\d{1,15})?|\.\d{1,15})$/;

/** Nominatim's error shape: `{error: {code, message}}` with the same status. */
const geocodeError = (message: string) => Response.json({ error: { code: 400, message } }, { status: 400 });

function coordinate(value: string | undefined, name: 'lat' | 'lon', limit: number): number | string {
  if (value === undefined || value === '') return `Parameter '${name}' is required.`;
  if (!DECIMAL.test(value)) return `Parameter '${name}' must be a number.`;
  const number = Number(value);
  return Math.abs(number) <= limit ? number : `Parameter '${name}' must be between -${limit} and ${limit}.`;
}

/**
 * `GET /geocode/reverse?format=json&lat=&lon=`: reverse geocoding in the
 * shape of Nominatim's `/reverse`, answering with the nearest place of a
 * built-in table (so every point on earth gets an address). Browsers call it
 * directly, like the real service, so it answers any origin.
 */
export function createGeocodeRoutes(): Hono {
  const app = new Hono();
  app.use('/geocode/*', browserCors(['GET']));
  app.get('/geocode/reverse', (c) => {
    const format = c.req.query('format');
    if (format !== 'json' && format !== 'jsonv2') return geocodeError("Parameter 'format' must be json or jsonv2 (the only formats of this stand-in).");
    const lat = coordinate(c.req.query('lat'), 'lat', 90);
    if (typeof lat === 'string') return geocodeError(lat);
    const lon = coordinate(c.req.query('lon'), 'lon', 180);
    if (typeof lon === 'string') return geocodeError(lon);
    const place = nearestPlace(PLACES, lat, lon);
    return c.json(reverseAnswer(place, PLACES.indexOf(place) + 1, format));
  });
  return app;
}
