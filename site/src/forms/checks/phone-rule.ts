import { PHONE_INVALID_MESSAGE } from '@cms-mf/shared-contracts/fields';
import { isValidPhoneNumber } from 'libphonenumber-js/max';

/** E.164: a plus, a country code and at most 15 digits in all. */
const E164 = /^\+[1-9]\d{1,14}$/;

/**
 * The phone field in strict mode (forms-addon.md §5): the value must be a
 * precisely valid number by the full metadata (libphonenumber-js `/max`, whose
 * patterns know which ranges are assigned; `/min` checks the length only).
 * The enhanced field posts E.164; a number typed without scripts must be
 * international (`+44 20 7946 0958`), since no country was chosen.
 */
export function phoneProblem(value: string): string | null {
  const text = value.trim();
  const compact = text.replace(/[\s().-]/g, '');
  if (!E164.test(compact) || !isValidPhoneNumber(compact)) return PHONE_INVALID_MESSAGE;
  return null;
}
