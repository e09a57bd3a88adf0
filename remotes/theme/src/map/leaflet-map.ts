import DOMPurify from 'dompurify';
import L from 'leaflet';
import { adoptStyleSheet } from '@cms-mf/dom-kit';
import { LEAFLET_CSS } from './leaflet-css';
import type { MapOptions, MapPin } from './map-options';

const PIN_CSS = `.cmsmf-map-zoom{display:block;width:30px;height:30px;border:0;border-bottom:1px solid #ccc;background:#fff;color:#1d2327;font:bold 18px/30px sans-serif;cursor:pointer}.cmsmf-map-zoom:last-child{border-bottom:0}.cmsmf-map-zoom:focus-visible{outline:3px solid #2271b1;outline-offset:-3px}.cmsmf-map-pin{background:none;border:0}.cmsmf-map-pin svg{display:block;filter:drop-shadow(0 1px 1px rgba(0,0,0,.4))}.cmsmf-map-pin:focus-visible{outline:3px solid #2271b1;outline-offset:2px;border-radius:50%}.leaflet-container:focus-visible{outline:3px solid #2271b1;outline-offset:2px}`;
const SVG_NS = 'http://www.w3.org/2000/svg';

/** The pin's drawing, built node by node. */
function pinGraphic(doc: Document): SVGSVGElement {
  const svg = doc.createElementNS(SVG_NS, 'svg');
  for (const [name, value] of Object.entries({ width: '24', height: '36', viewBox: '0 0 24 36', 'aria-hidden': 'true' })) svg.setAttribute(name, value);
  const path = doc.createElementNS(SVG_NS, 'path');
  path.setAttribute('d', 'M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z');
  path.setAttribute('fill', '#c0392b');
  const dot = doc.createElementNS(SVG_NS, 'circle');
  for (const [name, value] of Object.entries({ cx: '12', cy: '12', r: '4.5', fill: '#fff' })) dot.setAttribute(name, value);
  svg.append(path, dot);
  return svg;
}

export interface LeafletMapInput {
  readonly options: MapOptions;
  readonly pins: readonly MapPin[];
  readonly tiles: string;
  readonly attribution: string;
  readonly label: string;
  /** Whether the page is on a touch screen (one finger would drag the map, not the page). */
  readonly touch: boolean;
}

export interface LeafletMapHandle {
  setGrayscale(percent: number): void;
  remove(): void;
}

/**
 * The map itself, with Leaflet (loaded in this chunk only, when a map comes
 * near the viewport): tiles from `tiles`, a keyboard-operable pin per
 * `.et_pb_map_pin` whose popup is its sanitised `.infowindow` (or its title
 * as text), and the container named as a region for screen readers.
 */
export function createLeafletMap(el: HTMLElement, input: LeafletMapInput): LeafletMapHandle {
  const doc = el.ownerDocument;
  // Scoped to Leaflet's own classes; never released, kept for the page view, as a later map needs it again.
  adoptStyleSheet(doc, 'leaflet', LEAFLET_CSS + PIN_CSS);
  const { options, pins } = input;
  // Leaflet's own zoom and attribution controls write HTML strings (innerHTML), which pages that
  // require Trusted Types refuse: these two are built here from elements and text instead.
  const map = L.map(el, {
    scrollWheelZoom: options.wheelZoom,
    dragging: options.touchDragging || !input.touch,
    keyboard: true,
    zoomControl: false,
    attributionControl: false,
  });
  L.tileLayer(input.tiles, { maxZoom: 18 }).addTo(map);
  const control = (position: L.ControlPosition, build: () => HTMLElement) => {
    const Control = L.Control.extend({ onAdd: build });
    new Control({ position }).addTo(map);
  };
  control('topleft', () => {
    const bar = doc.createElement('div');
    bar.className = 'leaflet-control-zoom leaflet-bar leaflet-control';
    const zoomButton = (label: string, text: string, change: () => void) => {
      const button = doc.createElement('button');
      button.type = 'button';
      button.className = 'cmsmf-map-zoom';
      button.setAttribute('aria-label', label);
      button.textContent = text;
      L.DomEvent.disableClickPropagation(button);
      button.addEventListener('click', change);
      bar.append(button);
    };
    zoomButton('Zoom in', '+', () => map.zoomIn());
    zoomButton('Zoom out', '\u2212', () => map.zoomOut());
    return bar;
  });
  control('bottomright', () => {
    const credit = doc.createElement('div');
    credit.className = 'leaflet-control-attribution leaflet-control';
    credit.textContent = input.attribution;
    return credit;
  });
  const markers: [L.Marker, string][] = [];
  for (const pin of pins) {
    // An element, not an HTML string: Leaflet appends it (no innerHTML, fine under Trusted Types); one per pin.
    const icon = L.divIcon({ html: pinGraphic(doc), className: 'cmsmf-map-pin', iconSize: [24, 36], iconAnchor: [12, 36], popupAnchor: [0, -32] });
    const marker = L.marker([pin.lat, pin.lng], { icon, keyboard: true, title: pin.title, alt: pin.title }).addTo(map);
    markers.push([marker, pin.title]);
    const content = doc.createElement('div');
    content.className = 'cmsmf-map-info';
    if (pin.infoHtml) content.append(DOMPurify.sanitize(pin.infoHtml, { RETURN_DOM_FRAGMENT: true, FORBID_TAGS: ['style', 'form', 'input', 'button'] }));
    else content.textContent = pin.title;
    // No close button (Leaflet writes it as HTML): Escape, a click on the map or another pin closes it.
    marker.bindPopup(content, { closeButton: false });
  }
  if (options.center) map.setView([options.center.lat, options.center.lng], options.zoom);
  else if (pins.length > 0) map.fitBounds(L.latLngBounds(pins.map((pin) => [pin.lat, pin.lng] as [number, number])), { maxZoom: options.zoom, padding: [24, 24] });
  else map.setView([0, 0], 2);
  // A marker's element exists once the map has a view.
  for (const [marker, title] of markers) marker.getElement()?.setAttribute('aria-label', title);
  el.setAttribute('role', 'region');
  el.setAttribute('aria-label', input.label);
  const handle: LeafletMapHandle = {
    setGrayscale(percent) {
      const pane = map.getPane('tilePane');
      if (pane) pane.style.filter = percent > 0 ? `grayscale(${percent}%)` : '';
    },
    remove() {
      map.remove();
    },
  };
  handle.setGrayscale(options.grayscale);
  return handle;
}
