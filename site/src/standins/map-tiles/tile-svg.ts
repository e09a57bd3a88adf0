import { escapeHtml } from '../../html/escape-html';
import type { Place } from '../geocode';

export const TILE_SIZE = 256;
export const MAX_ZOOM = 18;

/** A tile address `z/x/y` of the web-mercator grid, or null when it is not one. */
export function parseTile(z: string, x: string, y: string): { z: number; x: number; y: number } | null {
  if (![z, x, y].every((part) => /^\d{1,6}$/.test(part))) return null;
  const [zoom, column, row] = [Number(z), Number(x), Number(y)];
  const size = 2 ** zoom;
  return zoom <= MAX_ZOOM && column < size && row < size ? { z: zoom, x: column, y: row } : null;
}

/** Where a point falls in tile units of zoom `z` (web mercator, as map libraries number tiles). */
export function project(lat: number, lon: number, z: number): { x: number; y: number } {
  const size = 2 ** z;
  const clamped = Math.max(-85.0511, Math.min(85.0511, lat));
  const rad = (clamped * Math.PI) / 180;
  return { x: ((lon + 180) / 360) * size, y: ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * size };
}

/** The graticule step in degrees that draws a few lines per tile at zoom `z`. */
export function graticuleStep(z: number): number {
  const steps = [30, 10, 5, 2, 1, 0.5, 0.25, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002, 0.001];
  const span = 360 / 2 ** z;
  return steps.find((step) => span / step >= 2) ?? steps[steps.length - 1]!;
}

/**
 * One map tile as SVG: a plain background, a graticule with its degrees, and
 * the built-in places that fall on it (the geocoding stand-in's table), so a
 * map on a demo page shows where its pins are. A stand-in: the site names a
 * real tile service in `cmsmf_services.mapTilesUrl`.
 */
export function tileSvg(tile: { z: number; x: number; y: number }, places: readonly Place[]): string {
  const { z, x, y } = tile;
  const toPx = (lat: number, lon: number) => {
    const p = project(lat, lon, z);
    return { px: (p.x - x) * TILE_SIZE, py: (p.y - y) * TILE_SIZE };
  };
  const size = 2 ** z;
  const west = (x / size) * 360 - 180;
  const east = ((x + 1) / size) * 360 - 180;
  const latAt = (row: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * row) / size))) * 180) / Math.PI;
  const north = latAt(y);
  const south = latAt(y + 1);
  const step = graticuleStep(z);
  const decimals = step >= 1 ? 0 : String(step).split('.')[1]!.length;
  const lines: string[] = [];
  for (let lon = Math.ceil(west / step) * step; lon < east; lon += step) {
    const { px } = toPx(0, lon);
    lines.push(`<line x1="${px.toFixed(1)}" y1="0" x2="${px.toFixed(1)}" y2="256"/><text x="${(px + 3).toFixed(1)}" y="250">${lon.toFixed(decimals)}°</text>`);
  }
  for (let lat = Math.ceil(south / step) * step; lat < north; lat += step) {
    const { py } = toPx(lat, 0);
    lines.push(`<line x1="0" y1="${py.toFixed(1)}" x2="256" y2="${py.toFixed(1)}"/><text x="3" y="${(py - 3).toFixed(1)}">${lat.toFixed(decimals)}°</text>`);
  }
  const dots = places
    .map((place) => ({ place, ...toPx(place.lat, place.lon) }))
    .filter(({ px, py }) => px >= 0 && px < TILE_SIZE && py >= 0 && py < TILE_SIZE)
    .map(({ place, px, py }) => `<circle cx="${px.toFixed(1)}" cy="${py.toFixed(1)}" r="3"/><text class="p" x="${(px + 5).toFixed(1)}" y="${(py + 4).toFixed(1)}">${escapeHtml(place.name)}</text>`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
    `<style>line{stroke:#b9c7d0;stroke-width:1}text{font:10px sans-serif;fill:#5b6b75}.p{font:bold 11px sans-serif;fill:#1d2327}circle{fill:#c0392b}</style>` +
    `<rect width="256" height="256" fill="#eef3f6"/>${lines.join('')}${dots.join('')}` +
    `</svg>`
  );
}
