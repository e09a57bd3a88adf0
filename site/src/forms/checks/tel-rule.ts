/**
 * Whether a value is a telephone number, as CF7's `wpcf7_is_tel`: an optional
 * `+`, then groups of digits (optionally in parentheses) separated by spaces,
 * hyphens or slashes. We also require 6 to 15 digits (E.164's maximum), which
 * CF7 leaves to the mail recipient to notice.
 */
export function isValidTel(value: string): boolean {
  const tel = value.trim();
  if (!/^\+?(?:\([0-9]+\)|[0-9]+)(?:[/ -]*(?:\([0-9]+\)|[0-9]+))*$/.test(tel)) return false;
  const digits = tel.replace(/[^0-9]/g, '').length;
  return digits >= 6 && digits <= 15;
}
