import { defineModule } from '@cms-mf/shared-contracts';
import { enhanceCountrySelect } from '../common/country-select';
import { pageLocale } from '../common/page-locale';

/**
 * `./country-list`, mounted on `select.eacf7-country-list` (MARKUP-FACTS
 * §3.1): every country of the select, named in the page's language, in a
 * searchable, keyboard-operable combobox. The select keeps the posted value.
 */
export const countryListModule = defineModule((el, _ctx, signal) => {
  if (!(el instanceof HTMLSelectElement)) return;
  const undo = enhanceCountrySelect(el, pageLocale(el), signal);
  return () => {
    undo();
  };
});
