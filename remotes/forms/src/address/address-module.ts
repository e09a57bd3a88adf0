import { defineModule, isAbortError } from '@cms-mf/shared-contracts';
import { enhanceCountrySelect } from '../common/country-select';
import { pageLocale } from '../common/page-locale';
import { serviceUrl } from '../common/service-url';
import { adoptStyleSheet } from '@cms-mf/dom-kit';
import { FILLED_PARTS, GEO_MESSAGES, geolocationMessage, reverseGeocode } from './reverse-geocode';

const ADDRESS_CSS = `
.cmsmf-address-locate{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;margin:.25rem 0 .5rem}
.cmsmf-address-status:empty{display:none}
.cmsmf-address-status{font-weight:400}
.eacf7-address .address-field{display:block;margin-bottom:.5rem}
.eacf7-address .address-field label{display:block}
`;

const isOn = (value: string | null) => value !== null && !['0', 'false', 'no', 'off'].includes(value.trim().toLowerCase());

/**
 * `./address`, mounted on `.eacf7-address` (MARKUP-FACTS §3.1). The country
 * select becomes searchable; with `data-autocomplete`, a "Use my location"
 * button asks the browser's geolocation, then makes one reverse-geocoding GET
 * (the page's `cmsmf_services.geocodeUrl`, else the site's stand-in) and fills
 * city, state, postcode and country. Nothing is requested as the visitor
 * types; a denial or a failure is logged and said in one short line.
 */
export const addressModule = defineModule((el, ctx, signal) => {
  if (!(el instanceof HTMLElement)) return;
  const doc = el.ownerDocument;
  const undos: (() => void)[] = [];
  const countrySelect = el.querySelector<HTMLSelectElement>('.field-country select');
  if (countrySelect) undos.push(enhanceCountrySelect(countrySelect, pageLocale(el), signal));

  if (isOn(el.getAttribute('data-autocomplete'))) {
    // DOM, not a component: one button and one status line, shown from the mount, would bring preact (~13 KB gz) to the page before any interaction.
    undos.push(adoptStyleSheet(doc, 'address', ADDRESS_CSS));
    const row = doc.createElement('div');
    row.className = 'cmsmf-address-locate';
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'cmsmf-address-locate-button';
    button.textContent = 'Use my location';
    const status = doc.createElement('span');
    status.className = 'cmsmf-address-status';
    status.setAttribute('role', 'status');
    row.append(button, status);
    el.prepend(row);
    undos.push(() => row.remove());

    const fill = (field: string, value: string | undefined) => {
      const control = el.querySelector<HTMLInputElement | HTMLSelectElement>(`.field-${field} input, .field-${field} select`);
      if (!control || value === undefined) return;
      if (control instanceof HTMLSelectElement && ![...control.options].some((option) => option.value === value)) return;
      control.value = value;
      control.dispatchEvent(new Event('input', { bubbles: true }));
      control.dispatchEvent(new Event('change', { bubbles: true }));
    };
    let busy = false;
    button.addEventListener('click', () => {
      if (busy) return;
      const geolocation = doc.defaultView?.navigator.geolocation;
      if (!geolocation) {
        status.textContent = GEO_MESSAGES.unsupported;
        return;
      }
      busy = true;
      button.disabled = true;
      status.textContent = GEO_MESSAGES.locating;
      const done = (message: string) => {
        busy = false;
        button.disabled = false;
        status.textContent = message;
      };
      geolocation.getCurrentPosition(
        (position) => {
          if (signal.aborted) return;
          status.textContent = GEO_MESSAGES.lookingUp;
          reverseGeocode(serviceUrl(ctx.globals, 'geocodeUrl', doc.baseURI), position.coords.latitude, position.coords.longitude, signal).then(
            (address) => {
              for (const { from, field } of FILLED_PARTS) fill(field, address[from]);
              done(GEO_MESSAGES.filled);
            },
            (error: unknown) => {
              if (isAbortError(error) || signal.aborted) return;
              ctx.log.warn('reverse geocoding failed', error);
              done(GEO_MESSAGES.lookupFailed);
            },
          );
        },
        (error) => {
          if (signal.aborted) return;
          ctx.log.warn(`geolocation failed (${error.code}): ${error.message}`);
          done(geolocationMessage(error.code));
        },
        { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
      );
    }, { signal });
  }

  return () => {
    for (const undo of undos.reverse()) undo();
  };
});
