/**
 * Texts the enhanced fields show and the reference site answers with, so the
 * tip under a field reads the same before and after a send.
 */

/** Phone, strict mode: a present value that is not precisely valid (forms-addon.md §5). Byte for byte. */
export const PHONE_INVALID_MESSAGE = 'Invalid phone number. Please fill correct phone number.';

/** Colour picker: the text input takes `#rrggbb` only. Ours: the spec shows no text. */
export const COLOUR_INVALID_MESSAGE = 'Please enter a colour as #rrggbb, for example #2271b1.';
