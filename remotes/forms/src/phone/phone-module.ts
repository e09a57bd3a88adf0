import { defineModule } from '@cms-mf/shared-contracts';
import { PHONE_INVALID_MESSAGE, countryName } from '@cms-mf/shared-contracts/fields';
import { clearFieldTip, showFieldTip } from '../common/field-tip';
import { keepLabelOn } from '../common/label-for';
import { flagOf } from '../common/listbox-core';
import { pageLocale, regionOf } from '../common/page-locale';
import type { SearchableListbox, createSearchableListbox } from '../common/searchable-listbox';
import { serviceUrl } from '../common/service-url';
import { adoptStyleSheet } from '@cms-mf/dom-kit';
import { moveNameToHidden } from '../common/submitted-value';
import { lookupIpCountry } from './ip-country';
import { loadPhoneLibrary, type LoadedPhoneLibrary } from './phone-library';
import { type PhoneLibrary, capPhoneInsertion, cleanPhoneInsertion, phoneCountries, readPhone, trimPhoneDigits } from './phone-rules';
import { PHONE_SHEET } from '@cms-mf/shared-contracts/fields';

/**
 * `./phone`, mounted on `input.eacf7-phone`: the international phone field in
 * strict mode (forms-addon.md §5, MARKUP-FACTS §3.1). A country button before
 * the number opens a searchable list of countries; the first country comes
 * from the IP-country lookup. On blur a present number that is not precisely
 * valid shows `Invalid phone number. Please fill correct phone number.`; the
 * form submits E.164. The full metadata is imported on the first focus.
 */
export const phoneModule = defineModule((el, ctx, signal) => {
  if (!(el instanceof HTMLInputElement) || !el.name) return;
  const input = el;
  const doc = input.ownerDocument;
  const wrap = input.closest<HTMLElement>('.wpcf7-form-control-wrap');
  const locale = pageLocale(input);
  const releaseStyles = adoptStyleSheet(doc, PHONE_SHEET.id, PHONE_SHEET.css);
  let releaseListStyles: (() => void) | null = null;
  const strict = input.getAttribute('data-validation') !== '0';
  const hadFocus = doc.activeElement === input;
  const selection = [input.selectionStart, input.selectionEnd] as const;

  // The number and its country button sit in a box of ours; moving the input blurs it, so focus comes back.
  // DOM, not a component: the box wraps the server's input (a root cannot own it) and shows from the mount, where preact (~13 KB gz) would take the contact page over its 45 KB; the country list is the listbox component, loaded on first use.
  const box = doc.createElement('span');
  box.className = 'cmsmf-phone';
  input.before(box);
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'cmsmf-phone-country';
  button.setAttribute('aria-haspopup', 'listbox');
  button.setAttribute('aria-expanded', 'false');
  const popup = doc.createElement('span');
  popup.className = 'cmsmf-listbox-popup';
  popup.hidden = true;
  const search = doc.createElement('input');
  search.type = 'search';
  search.className = 'cmsmf-phone-search';
  search.setAttribute('aria-label', 'Search countries');
  popup.append(search);
  box.append(button, input, popup);
  const restoreLabel = keepLabelOn(input);
  const submitted = moveNameToHidden(input);
  if (hadFocus) {
    input.focus();
    input.setSelectionRange(selection[0], selection[1]);
  }

  let lib: LoadedPhoneLibrary | null = null;
  let country = regionOf(locale) ?? 'US';
  let chosenByVisitor = false;

  const part = (text: string, className?: string, hidden = false) => {
    const span = doc.createElement('span');
    span.textContent = text;
    if (className) span.className = className;
    if (hidden) span.setAttribute('aria-hidden', 'true');
    return span;
  };
  // The name includes the visible code (WCAG 2.5.3); the flag and the arrow are decoration.
  const showCountry = () => {
    const code = lib ? `+${lib.getCountryCallingCode(country as Parameters<PhoneLibrary['getCountryCallingCode']>[0])}` : country;
    button.replaceChildren(
      part(`Country code: ${countryName(country, locale)} `, 'cmsmf-sr-only'),
      part(flagOf(country), undefined, true),
      part(code),
      part('▾', undefined, true),
    );
  };
  // Strict mode's length cap for what the typing rule did not see: autofill, or digits typed
  // before the metadata arrived (capped once it has). Not on a country pick: the visitor may
  // pick the right one next.
  let uncapped = false;
  const capLength = () => {
    if (!strict) return;
    uncapped = !lib || !lib.covers(input.value, country);
    if (uncapped) return;
    const capped = trimPhoneDigits(input.value, lib!.maxDigits(input.value, country));
    if (capped !== input.value) input.value = capped;
  };
  const capLate = () => {
    if (uncapped) capLength();
  };
  const sync = () => {
    if (!lib || !lib.covers(input.value, country)) {
      submitted.set(input.value.trim());
      // A number of another calling code (typed `+…` or a country picked) needs its part of the metadata.
      if (lib) loadPhoneLibrary(input.value, country).then(() => {
        if (signal.aborted) return;
        capLate();
        sync();
      }, (error: unknown) => ctx.log.warn('the phone metadata could not be loaded', error));
      return;
    }
    const reading = readPhone(lib, input.value, country);
    submitted.set(reading.submitted);
    if (reading.country && reading.country !== country && input.value.trim().startsWith('+')) {
      country = reading.country;
      showCountry();
    }
  };
  const validate = () => {
    if (!wrap || !strict) return;
    const text = input.value.trim();
    if (text === '') return clearFieldTip(wrap);
    const check = (library: PhoneLibrary) => {
      // The visitor may be back in the field, or have changed it, by the time the metadata arrives.
      if (signal.aborted || doc.activeElement === input || input.value.trim() !== text) return;
      if (readPhone(library, text, country).valid) clearFieldTip(wrap);
      else showFieldTip(wrap, PHONE_INVALID_MESSAGE);
    };
    if (lib?.covers(text, country)) check(lib);
    else loadPhoneLibrary(text, country).then(check, (error: unknown) => ctx.log.warn('the phone metadata could not be loaded', error));
  };
  const ensureLibrary = () => {
    if (lib) return;
    loadPhoneLibrary(input.value, country).then(
      (library) => {
        if (signal.aborted) return;
        lib = library;
        showCountry();
        capLate();
        sync();
      },
      (error: unknown) => ctx.log.warn('the phone metadata could not be loaded', error),
    );
  };

  let listbox: SearchableListbox | null = null;
  const createList = (create: typeof createSearchableListbox) => create({
    input: search,
    popup,
    label: 'Countries',
    choices: () => (lib ? phoneCountries(lib, (code) => countryName(code, locale), locale) : []),
    selected: () => country,
    onPick: (choice) => {
      country = choice.value;
      chosenByVisitor = true;
      showCountry();
      sync();
      closePopup();
      // A number already there is judged again in its new country, before focus returns to it.
      if (input.value.trim() !== '') validate();
      input.focus();
    },
    onDismiss: (key) => {
      closePopup();
      if (key === 'Escape') button.focus();
    },
    signal,
  });
  const closePopup = () => {
    listbox?.close();
    popup.hidden = true;
    button.setAttribute('aria-expanded', 'false');
  };
  let opening = false;
  // The list and its search are a chunk of their own, fetched with the metadata on the first open.
  const openPopup = async () => {
    if (opening) return;
    opening = true;
    ensureLibrary();
    try {
      const [list] = await Promise.all([import(/* webpackChunkName: "country-listbox" */ '../common/searchable-listbox'), loadPhoneLibrary(input.value, country)]);
      if (signal.aborted) return;
      releaseListStyles ??= adoptStyleSheet(doc, 'listbox', list.LISTBOX_CSS);
      listbox ??= createList(list.createSearchableListbox);
    } catch (error) {
      ctx.log.warn('the country list could not be loaded', error);
      return;
    } finally {
      opening = false;
    }
    search.value = '';
    popup.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    search.focus();
    listbox.open();
  };

  box.addEventListener('focusin', ensureLibrary, { signal });
  if (hadFocus) ensureLibrary();
  button.addEventListener('click', (event) => {
    event.preventDefault();
    if (popup.hidden) void openPopup();
    else closePopup();
  }, { signal });
  button.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      void openPopup();
    }
  }, { signal });
  // A click or focus outside the box closes the list.
  doc.addEventListener('pointerdown', (event) => {
    if (!popup.hidden && !box.contains(event.target as Node)) closePopup();
  }, { signal });
  box.addEventListener('focusout', (event) => {
    if (!popup.hidden && !box.contains(event.relatedTarget as Node | null)) closePopup();
  }, { signal });
  search.addEventListener('keydown', (event) => {
    // Escape with the list already closed still closes the popup.
    if (event.key === 'Escape' && !popup.hidden) {
      event.preventDefault();
      closePopup();
      button.focus();
    }
  }, { signal });

  input.addEventListener('beforeinput', (event) => {
    if (!strict || (event.inputType !== 'insertText' && event.inputType !== 'insertFromPaste')) return;
    const text = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const cleaned = cleanPhoneInsertion(text, start);
    const next = input.value.slice(0, start) + cleaned + input.value.slice(end);
    const kept = capPhoneInsertion(input.value, start, end, cleaned, lib?.maxDigits(next, country));
    if (kept === text) return;
    event.preventDefault();
    if (kept !== '') {
      input.setRangeText(kept, start, end, 'end');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }, { signal });
  input.addEventListener('input', () => {
    capLength();
    sync();
  }, { signal });
  input.addEventListener('blur', validate, { signal });
  input.form?.addEventListener('reset', () => setTimeout(() => {
    if (!signal.aborted) sync();
  }), { signal });

  showCountry();
  sync();
  void lookupIpCountry(serviceUrl(ctx.globals, 'ipCountryUrl', doc.baseURI)).then((found) => {
    if (!found || signal.aborted || chosenByVisitor || input.value.trim().startsWith('+')) return;
    country = found;
    showCountry();
    sync();
  });

  return () => {
    const focused = doc.activeElement === input;
    box.before(input);
    box.remove();
    submitted.restore();
    restoreLabel();
    releaseStyles();
    releaseListStyles?.();
    if (focused) input.focus();
  };
});
