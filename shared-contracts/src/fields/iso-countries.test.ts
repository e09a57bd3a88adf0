import { ISO_COUNTRY_CODES, countryName, isIsoCountryCode } from './iso-countries';

test('lists the 249 assigned ISO 3166-1 alpha-2 codes, each once, in order', () => {
  expect(ISO_COUNTRY_CODES).toHaveLength(249);
  expect(new Set(ISO_COUNTRY_CODES).size).toBe(249);
  expect([...ISO_COUNTRY_CODES].sort()).toEqual(ISO_COUNTRY_CODES);
  for (const code of ISO_COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
});

test('knows assigned codes only, in upper case', () => {
  expect(isIsoCountryCode('GB')).toBe(true);
  expect(isIsoCountryCode('AX')).toBe(true);
  expect(isIsoCountryCode('gb')).toBe(false);
  expect(isIsoCountryCode('UK')).toBe(false);
  expect(isIsoCountryCode('XK')).toBe(false);
});

test('names countries in the page language, falling back to the code', () => {
  expect(countryName('DE', 'en')).toBe('Germany');
  expect(countryName('DE', 'de')).toBe('Deutschland');
  expect(countryName('DE', 'fr-FR')).toBe('Allemagne');
  expect(countryName('DE', 'not a locale!')).toBe('DE');
  // Every code has a real name in English (not the code echoed back).
  for (const code of ISO_COUNTRY_CODES) expect(countryName(code, 'en')).not.toBe(code);
});
