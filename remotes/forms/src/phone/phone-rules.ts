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

/**
 * Strict mode's length cap on an insertion: what of `inserted` (already
 * cleaned) fits when it replaces `value[start, end)` and the number may hold
 * `maxDigits` digits: up to the last digit that fits.
 */
export function capPhoneInsertion(value: string, start: number, end: number, inserted: string, maxDigits: number | undefined): string {
  if (maxDigits === undefined) return inserted;
  let room = maxDigits - (value.slice(0, start) + value.slice(end)).replace(/\D/g, '').length;
  // A full number takes nothing more, not even a separator.
  if (room <= 0) return '';
  let kept = '';
  for (const char of inserted) {
    if (/\d/.test(char)) {
      if (room === 0) return kept.replace(/[^\d+]+$/, '');
      room -= 1;
    }
    kept += char;
  }
  return kept;
}

/** `value` without the digits past the `maxDigits`th (and what follows them): a number that came in over the cap. */
export function trimPhoneDigits(value: string, maxDigits: number | undefined): string {
  if (maxDigits === undefined) return value;
  let seen = 0;
  for (let index = 0; index < value.length; index++) {
    if (/\d/.test(value[index]!) && ++seen > maxDigits) return value.slice(0, index).trimEnd();
  }
  return value;
}

/** The country choices of the selector: every country the metadata knows, named in `locale`, with its calling code. */
export function phoneCountries(lib: PhoneLibrary, name: (code: string) => string, locale: string): { value: string; label: string; detail: string }[] {
  return lib
    .getCountries()
    .map((code) => ({ value: code, label: name(code), detail: `+${lib.getCountryCallingCode(code)}` }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
