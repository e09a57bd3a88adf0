import { DEFAULT_ZOOM, readMapOptions, readPinPosition, tileAttribution, tileTemplate } from './map-options';

const attrs = (values: Record<string, string>) => (name: string) => values[name] ?? null;
const BASE = 'https://harbour.example/demo/theme-media.html';

test('centre, zoom, wheel and touch dragging come from the map element', () => {
  const options = readMapOptions(attrs({ 'data-center-lat': '50.8225', 'data-center-lng': '-0.1372', 'data-zoom': '12', 'data-mouse-wheel': 'on', 'data-mobile-dragging': 'off' }), attrs({}), 'desktop');
  expect(options).toEqual({ center: { lat: 50.8225, lng: -0.1372 }, zoom: 12, wheelZoom: true, touchDragging: false, grayscale: 0 });
});

test('bad numbers fall back: no centre (fit the pins), the default zoom, the wheel scrolls the page', () => {
  const options = readMapOptions(attrs({ 'data-center-lat': '91', 'data-center-lng': 'east', 'data-zoom': '40' }), attrs({}), 'desktop');
  expect(options).toEqual({ center: null, zoom: DEFAULT_ZOOM, wheelZoom: false, touchDragging: true, grayscale: 0 });
  expect(readMapOptions(attrs({ 'data-zoom': '-3' }), attrs({}), 'desktop').zoom).toBe(DEFAULT_ZOOM);
});

test('greyscale per device, falling back to the larger device, clamped to 0-100', () => {
  const container = attrs({ 'data-grayscale': '30', 'data-grayscale-phone': '100' });
  expect(readMapOptions(attrs({}), container, 'desktop').grayscale).toBe(30);
  expect(readMapOptions(attrs({}), container, 'tablet').grayscale).toBe(30);
  expect(readMapOptions(attrs({}), container, 'phone').grayscale).toBe(100);
  expect(readMapOptions(attrs({}), attrs({ 'data-grayscale': '250' }), 'desktop').grayscale).toBe(100);
  expect(readMapOptions(attrs({}), attrs({ 'data-grayscale': 'grey' }), 'desktop').grayscale).toBe(0);
});

test('a pin is a point on earth or is left out', () => {
  expect(readPinPosition('50.82', '-0.14')).toEqual({ lat: 50.82, lng: -0.14 });
  expect(readPinPosition('50.82', '181')).toBeNull();
  expect(readPinPosition('', '0')).toBeNull();
  expect(readPinPosition('1e2', '0')).toBeNull();
});

test('tiles come from the configured http(s) template, else the stand-in', () => {
  const standin = 'https://harbour.example/standins/map-tiles/{z}/{x}/{y}.svg';
  expect(tileTemplate(undefined, BASE)).toBe(standin);
  expect(tileTemplate('https://tile.openstreetmap.org/{z}/{x}/{y}.png', BASE)).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  expect(tileTemplate('javascript:alert(1)//{z}{x}{y}', BASE)).toBe(standin);
  expect(tileTemplate('https://tiles.example/{z}/{x}.png', BASE)).toBe(standin);
  expect(tileAttribution('  © OpenStreetMap contributors ', 'https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('© OpenStreetMap contributors');
  expect(tileAttribution(7, standin)).toBe('Map tiles: reference site stand-in');
  expect(tileAttribution(undefined, 'https://{s}.tiles.example/{z}/{x}/{y}.png')).toBe('Map tiles: s.tiles.example');
});
