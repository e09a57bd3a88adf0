import { Hono } from 'hono';
import { browserCors } from '../http/browser-cors';
import { PLACES } from '../geocode';
import { MAX_ZOOM, parseTile, tileSvg } from './tile-svg';

/**
 * `GET /map-tiles/{z}/{x}/{y}.svg`: map tiles in the numbering of the common
 * tile services, drawn as SVG (graticule and the built-in places). Pages load
 * them as images, from any origin, like a real tile service; a tile never
 * changes, so it is cached for a day.
 */
export function createMapTileRoutes(): Hono {
  const app = new Hono();
  app.use('/map-tiles/*', browserCors(['GET']));
  app.get('/map-tiles/:z/:x/:file', (c) => {
    const match = /^(\d{1,6})\.svg$/.exec(c.req.param('file'));
    const tile = match ? parseTile(c.req.param('z'), c.req.param('x'), match[1]!) : null;
    if (!tile) return c.text(`No such tile: zoom 0 to ${MAX_ZOOM}, x and y within the grid, as /map-tiles/{z}/{x}/{y}.svg.`, 404);
    return c.body(tileSvg(tile, PLACES), 200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' });
  });
  return app;
}
