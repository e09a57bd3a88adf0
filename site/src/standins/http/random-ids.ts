import { randomBytes, randomInt } from 'node:crypto';

/** An unguessable URL-safe id: `bytes` of randomness, base64url (24 bytes = 192 bits, 32 chars). */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

const UPPER_ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** An id in the payment provider's style: upper-case letters and digits (orders use 17). */
export function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += UPPER_ALPHANUMERIC[randomInt(UPPER_ALPHANUMERIC.length)];
  return code;
}
