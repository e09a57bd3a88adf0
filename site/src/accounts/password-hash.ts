import { randomBytes, timingSafeEqual } from 'node:crypto';
import { scryptOffPool as scryptAsync } from './scrypt-worker';

const KEY_LENGTH = 32;

/** Shortest password a registration form accepts. */
export const PASSWORD_MIN_LENGTH = 8;

/** `scrypt$salt$hash` (hex), with a fresh 16-byte salt: memory-hard, so a leaked table is slow to crack. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * A hash of no one's password, made once: a login to an address with no
 * account verifies against it, so it takes as long as a wrong password for
 * a real account and its timing does not tell whether the account exists.
 */
let decoy: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
