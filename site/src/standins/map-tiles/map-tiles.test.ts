import { Hono } from 'hono';
import { createMapTileRoutes } from './map-tile-routes';
import { graticuleStep, parseTile, project, tileSvg } from './tile-svg';

test('tile addresses are checked against the grid of their zoom', () => {
  expect(parseTile('0', '0', '0')).toEqual({ z: 0, x: 0, y: 0 });
  expect(parseTile('3', '7', '7')).toEqual({ z: 3, x: 7, y: 7 });
  expect(parseTile('3', '8', '0')).toBeNull();
  expect(parseTile('19', '0', '0')).toBeNull();
  expect(parseTile('1', '-1', '0')).toBeNull();
  expect(parseTile('1', '0x1', '0')).toBeNull();
});

test('web mercator puts London in the tile the tile services do', () => {
  const london = project(51.5074, -0.1278, 10);
  expect([Math.floor(london.x), Math.floor(london.y)]).toEqual([511, 340]);
  expect(project(0, 0, 1)).toEqual({ x: 1, y: 1 });
});

test('a few graticule lines per tile at every zoom', () => {
  expect(graticuleStep(0)).toBe(30);
  expect(graticuleStep(8)).toBe(0.5);
  expect(graticuleStep(18)).toBe(0.001);
});

test('a tile draws the places on it, escaped, and only those', () => {
  const places = [
    { lat: 51.5074, lon: -0.1278, kind: 'city', name: 'London <b>&', postcode: 'X', country: 'UK', countryCode: 'gb' },
    { lat: 48.8566, lon: 2.3522, kind: 'city', name: 'Paris', postcode: 'X', country: 'FR', countryCode: 'fr' },
  ] as const;
  const svg = tileSvg({ z: 10, x: 511, y: 340 }, places);
  expect(svg).toContain('London &lt;b&gt;&amp;');
  expect(svg).not.toContain('Paris');
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
});

test('the route serves SVG tiles and refuses other addresses', async () => {
  const app = new Hono().route('/standins', createMapTileRoutes());
  const ok = await app.request('/standins/map-tiles/2/2/1.svg');
  expect(ok.status).toBe(200);
  expect(ok.headers.get('content-type')).toBe('image/svg+xml');
  expect(await ok.text()).toContain('<svg');
  expect((await app.request('/standins/map-tiles/2/4/1.svg')).status).toBe(404);
  expect((await app.request('/standins/map-tiles/2/1/1.png')).status).toBe(404);
});
