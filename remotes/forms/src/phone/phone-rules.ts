import type * as LibPhoneNumber from 'libphonenumber-js/max';
import type { CountryCode } from 'libphonenumber-js/max';

/** What the phone field uses of libphonenumber-js `/max` (imported on first focus, phone-library.ts). */
export type PhoneLibrary = Pick<typeof LibPhoneNumber, 'parsePhoneNumberFromString' | 'getCountries' | 'getCountryCallingCode'>;

/** What the field knows about its text in the chosen country. */
export interface PhoneReading {
  /** Precisely valid by the full metadata (forms-addon.md §5 strict mode). */
  readonly valid: boolean;
  /** What the field submits: E.164 when valid, else the text as typed (the server refuses it). */
  readonly submitted: string;
  /** The country the number belongs to, when the text says (`+49…`). */
  readonly country?: string;
}

/**
 * Reads `text` as a number of `country` (a text starting with `+` carries its
 * own country). `/max` checks the number against the ranges each country
 * assigns; `/min` would check the length only.
 */
export function readPhone(lib: PhoneLibrary, text: string, country: string): PhoneReading {
  const trimmed = text.trim();
  if (trimmed === '') return { valid: false, submitted: '' };
  const parsed = lib.parsePhoneNumberFromString(trimmed, { defaultCountry: country as CountryCode, extract: false });
  if (!parsed) return { valid: false, submitted: trimmed };
  const valid = parsed.isValid();
  return { valid, submitted: valid ? parsed.number : trimmed, ...(parsed.country ? { country: parsed.country } : {}) };
}

/** Characters a phone number may be typed with: digits, a leading plus, spaces, dashes, dots, brackets. */
const ALLOWED = /[0-9+\-(). ]/g;

/**
 * Strict mode as the visitor types: what an insertion of `inserted` at
 * `start` keeps. Other characters are dropped, and a `+` only stays at the
 * very start of the number.
 */
export function cleanPhoneInsertion(inserted: string, start: number): string {
  const kept = (inserted.match(ALLOWED) ?? []).join('');
  const plusAllowed = start === 0;
  return kept.replace(/\+/g, (plus, index: number) => (plusAllowed && index === 0 ? plus : ''));
}

/** The country choices of the selector: every country the metadata knows, named in `locale`, with its calling code. */
export function phoneCountries(lib: PhoneLibrary, name: (code: string) => string, locale: string): { value: string; label: string; detail: string }[] {
  return lib
    .getCountries()
    .map((code) => ({ value: code, label: name(code), detail: `+${lib.getCountryCallingCode(code)}` }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
