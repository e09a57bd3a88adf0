import type { Device } from '../core/breakpoints';
import { responsiveAttribute } from '../core/responsive-values';

/** Zoom when the markup gives none or a bad one (the builder's default). */
export const DEFAULT_ZOOM = 18;
export const MAX_ZOOM = 18;

export interface MapPin {
  readonly lat: number;
  readonly lng: number;
  readonly title: string;
  /** The pin's `.infowindow` HTML, untrusted: sanitise before showing. */
  readonly infoHtml: string | null;
}

export interface MapOptions {
  /** Null when the markup gives no usable centre: the map fits its pins. */
  readonly center: { readonly lat: number; readonly lng: number } | null;
  readonly zoom: number;
  /** `data-mouse-wheel="on"`: the wheel zooms (else it scrolls the page). */
  readonly wheelZoom: boolean;
  /** `data-mobile-dragging="off"`: one finger scrolls the page on touch screens; buttons and keys still pan. */
  readonly touchDragging: boolean;
  /** `data-grayscale` for this device, 0-100 (% grey). */
  readonly grayscale: number;
}

const coordinate = (value: string | null | undefined, limit: number): number | null => {
  if (value === null || value === undefined || !/^\s*[+-]?\d{1,3}(\.\d+)?\s*$/.test(value)) return null;
  const n = Number(value);
  return Math.abs(n) <= limit ? n : null;
};

/** A pin's position, or null when its `data-lat`/`data-lng` are not a point on earth (such a pin is left out). */
export function readPinPosition(lat: string | null, lng: string | null): { lat: number; lng: number } | null {
  const a = coordinate(lat, 90);
  const b = coordinate(lng, 180);
  return a === null || b === null ? null : { lat: a, lng: b };
}

/** The map's options from `.et_pb_map` and its container (MARKUP-FACTS "Map and fullwidth map"). */
export function readMapOptions(map: (name: string) => string | null, container: (name: string) => string | null, device: Device): MapOptions {
  const lat = coordinate(map('data-center-lat'), 90);
  const lng = coordinate(map('data-center-lng'), 180);
  const zoomText = map('data-zoom');
  const zoom = zoomText !== null && /^\s*\d{1,2}\s*$/.test(zoomText) && Number(zoomText) <= MAX_ZOOM ? Number(zoomText) : DEFAULT_ZOOM;
  const greyText = responsiveAttribute(container, 'data-grayscale', device);
  const grey = greyText !== null && /^\s*-?\d{1,3}(\.\d+)?\s*$/.test(greyText) ? Math.min(100, Math.max(0, Number(greyText))) : 0;
  return {
    center: lat === null || lng === null ? null : { lat, lng },
    zoom,
    wheelZoom: map('data-mouse-wheel') === 'on',
    touchDragging: map('data-mobile-dragging') !== 'off',
    grayscale: grey,
  };
}

/**
 * The tile address template from `cmsmf_services.mapTilesUrl`: an http(s)
 * URL with `{z}`, `{x}` and `{y}` (and optionally `{s}`, `{r}`), else the
 * reference site's stand-in on the page's origin.
 */
export function tileTemplate(configured: unknown, baseUri: string): string {
  const standin = new URL('/standins/map-tiles/{z}/{x}/{y}.svg', baseUri).href.replace(/%7B/g, '{').replace(/%7D/g, '}');
  if (typeof configured !== 'string' || !['{z}', '{x}', '{y}'].every((part) => configured.includes(part))) return standin;
  try {
    const url = new URL(configured, baseUri);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return standin;
  } catch {
    return standin;
  }
  return configured;
}

/**
 * Who the tiles are from, as plain text (at most 200 characters):
 * `cmsmf_services.mapAttribution` when the site set one, else the stand-in's
 * name or the tile service's host.
 */
export function tileAttribution(configured: unknown, template: string): string {
  if (typeof configured === 'string' && configured.trim() !== '') return configured.trim().slice(0, 200);
  if (template.includes('/standins/map-tiles/')) return 'Map tiles: reference site stand-in';
  try {
    return `Map tiles: ${new URL(template.replace(/[{}]/g, '')).host}`;
  } catch {
    return 'Map tiles';
  }
}
