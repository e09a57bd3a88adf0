import { defineModule } from '@cms-mf/shared-contracts';
import { deviceForWidth } from '../core/breakpoints';
import { joinLabel } from '../dom/page-texts';
import { allowLeafletSvgProbe } from './leaflet-probe-policy';
import { type MapPin, readMapOptions, readPinPosition, tileAttribution, tileTemplate } from './map-options';

/**
 * `./map`: the map and fullwidth map modules (`.et_pb_map_container >
 * .et_pb_map` with `.et_pb_map_pin` children, MARKUP-FACTS "Map and
 * fullwidth map"). The map library (Leaflet) and its styles load with the
 * map's own chunk, only when a map comes near the viewport. Tiles come from
 * `cmsmf_services.mapTilesUrl` (the reference site's stand-in by default);
 * the pins stay in the markup as the no-script content and become the
 * map's keyboard-operable markers. Greyscale follows the device
 * (`data-grayscale`, `-tablet`, `-phone`).
 */
export const mapModule = defineModule((el, ctx, signal) => {
  const container = el as HTMLElement;
  const mapEl = container.querySelector<HTMLElement>('.et_pb_map');
  if (!mapEl) return;
  const doc = container.ownerDocument;
  const view = doc.defaultView!;
  const pinEls = [...container.querySelectorAll<HTMLElement>('.et_pb_map_pin')];
  const pins: MapPin[] = [];
  for (const pinEl of pinEls) {
    const position = readPinPosition(pinEl.getAttribute('data-lat'), pinEl.getAttribute('data-lng'));
    if (!position) {
      ctx.log.warn('a map pin without a valid data-lat/data-lng was left out', pinEl);
      continue;
    }
    const title = (pinEl.getAttribute('data-title') ?? '').trim() || `Pin ${pins.length + 1}`;
    pins.push({ ...position, title, infoHtml: pinEl.querySelector('.infowindow')?.innerHTML ?? null });
  }
  const services = ctx.globals.cmsmf_services as Record<string, unknown> | undefined;
  const device = () => deviceForWidth(view.innerWidth);
  const options = readMapOptions((name) => mapEl.getAttribute(name), (name) => container.getAttribute(name), device());
  // The server's pin list stays for screen readers and no-script visitors; the map is drawn beside it.
  const canvas = doc.createElement('div');
  canvas.className = 'cmsmf-map-canvas';
  canvas.style.height = '100%';
  canvas.style.minHeight = '300px';
  mapEl.append(canvas);

  const tiles = tileTemplate(services?.mapTilesUrl, doc.baseURI);
  let handle: { setGrayscale(percent: number): void; remove(): void } | null = null;
  allowLeafletSvgProbe(view);
  import(/* webpackChunkName: "theme-leaflet" */ './leaflet-map')
    .then(({ createLeafletMap }) => {
      if (signal.aborted) return;
      handle = createLeafletMap(canvas, {
        options,
        pins,
        tiles,
        attribution: tileAttribution(services?.mapAttribution, tiles),
        label: joinLabel('Map', pins.length === 1 ? pins[0]!.title : null),
        touch: view.matchMedia('(pointer: coarse)').matches,
      });
      // The pins give way to the map only now that it is there. A keyboard visitor whose focus
      // brought the map (a link in a pin) goes on in the map, not to the top of the page.
      const focusWasHere = container.contains(doc.activeElement);
      for (const pinEl of pinEls) pinEl.hidden = true;
      if (focusWasHere) canvas.focus({ preventScroll: true });
      view.addEventListener('resize', () => {
        handle?.setGrayscale(readMapOptions((name) => mapEl.getAttribute(name), (name) => container.getAttribute(name), device()).grayscale);
      }, { signal });
    })
    .catch((error: unknown) => {
      // The pins stay as the page's list: the visitor still has every address.
      for (const pinEl of pinEls) pinEl.hidden = false;
      canvas.remove();
      ctx.log.error('the map could not be loaded', error);
    });

  return () => {
    handle?.remove();
    canvas.remove();
    for (const pinEl of pinEls) pinEl.hidden = false;
  };
});
